import { Type, type Static } from 'typebox';

export const Tag = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  title: Type.String(),
  count: Type.Integer(),
});
export type Tag = Static<typeof Tag>;

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

export const NewTag = Type.Object({ title: Title }, { additionalProperties: false });
export const RenamedTag = Type.Object({ id: Type.Integer({ minimum: 1 }), title: Title }, { additionalProperties: false });
export const TagObject = Type.Object(
  { objectId: Type.Integer({ minimum: 1 }), objectType: Type.Literal('Order') },
  { additionalProperties: false },
);
