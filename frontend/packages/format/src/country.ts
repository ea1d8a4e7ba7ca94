/** Countries the product operates in (spec 1 §3). Other values pass through formatting unchanged. */
export type Country = 'SE' | 'NO';
