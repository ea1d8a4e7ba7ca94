/** Countries the product operates in. Other values pass through formatting unchanged. */
export type Country = 'SE' | 'NO';
