import type { posEndpoints } from '@voltdesk/contracts';
import { crudHandlers, type Handlers } from '@voltdesk/service-kit';
import type { MaterialService } from './service';

type MaterialHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'materials' | 'createMaterial' | 'updateMaterial' | 'deleteMaterial'
>;

export const materialHandlers = (materials: MaterialService): MaterialHandlers =>
  crudHandlers(
    materials.records,
    { list: 'materials', create: 'createMaterial', update: 'updateMaterial', remove: 'deleteMaterial' },
    { label: 'Material' },
  );
