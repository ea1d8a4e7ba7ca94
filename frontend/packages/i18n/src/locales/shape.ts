import type { en } from './en';

/** The same nested keys as the English resources, each holding a translated string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Translation = Shape<typeof en>;
