import { Type, type Static } from 'typebox';
import { Id, SingleLine } from './common.ts';

export const Tag = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  title: Type.String(),
  count: Type.Integer(),
});
export type Tag = Static<typeof Tag>;

const Title = SingleLine(100, { minLength: 1, pattern: '\\S' });

export const NewTag = Type.Object({ title: Title }, { additionalProperties: false });
export const RenamedTag = Type.Object({ id: Id, title: Title }, { additionalProperties: false });
export const TagObject = Type.Object(
  { objectId: Id, objectType: Type.Literal('Order') },
  { additionalProperties: false },
);
export const TagQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
