/**
 * What the front ends use of react-router-dom, the module the shell provides as the shared singleton
 * (federation.ts). A shared module is never tree-shaken, so sharing the package itself would ship its data
 * routers, forms and fetchers to every visitor. The package is imported by its file: the bare
 * `react-router-dom` request would be the shared module itself. shared-modules.test.ts fails when a front
 * end imports a name missing here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
