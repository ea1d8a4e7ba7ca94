/** The amount kept inside the rule's range, on its step (nearest, halves up). */
export function onStep(kronor: number, min: number, max: number, step: number): number {
  const stepped = Math.floor((kronor + step / 2) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}
