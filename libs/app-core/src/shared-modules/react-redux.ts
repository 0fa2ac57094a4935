/**
 * What the front ends and RTK Query's React hooks use of react-redux, the module the shell provides as the
 * shared singleton (federation.ts): `connect` and its helpers stay out of the public page. Imported through
 * the package's `alternate-renderers` entry (the same file), since the bare `react-redux` request would be
 * the shared module itself. shared-modules.test.ts fails when a name in use is missing here.
 */
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux/alternate-renderers';
