// The carriers with a send screen of their own (spec §2 send screens), loaded when first opened; every other
// carrier gets the generic schema-driven form.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Carrier } from '../../../shared/domain/constants.ts';
import type { SendScreenProps } from './types.ts';

export const SEND_SCREENS: Partial<Record<Carrier, LazyExoticComponent<ComponentType<SendScreenProps>>>> = {
  postnl: lazy(() => import('./PostnlForm.tsx')),
  dynalogic: lazy(() => import('./DynalogicForm.tsx')),
  zorgeloosbezorgd: lazy(() => import('./ZorgeloosBezorgdForm.tsx')),
  redjepakketje: lazy(() => import('./RedjepakketjeForm.tsx')),
};

export const GenericCarrierForm = lazy(() => import('./GenericCarrierForm.tsx').then((module) => ({ default: module.GenericCarrierForm })));
