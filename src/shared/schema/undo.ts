import { Type, type Static } from 'typebox';
import { INT4_MAX } from './common.ts';

/** POST /workbench/order/{id}/undo: the version the action to take back left, as its change answered. */
export const UndoRequest = Type.Object(
  { version: Type.Integer({ minimum: 1, maximum: INT4_MAX }) },
  { additionalProperties: false },
);
export type UndoRequest = Static<typeof UndoRequest>;
