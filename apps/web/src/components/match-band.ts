/** Match colour bands of spec section 9: 80+ green, 60-79 yellow, 40-59 orange, below 40 red. */
export interface MatchBand {
  label: string;
  /** Badge colours, dark text on a light fill so every band stays readable. */
  className: string;
}

export function matchBand(percentage: number): MatchBand {
  if (percentage >= 80) return { label: 'Excellent', className: 'bg-green-100 text-green-900 ring-green-300' };
  if (percentage >= 60) return { label: 'Good', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' };
  if (percentage >= 40) return { label: 'Fair', className: 'bg-orange-100 text-orange-900 ring-orange-300' };
  return { label: 'Low', className: 'bg-red-100 text-red-900 ring-red-300' };
}
