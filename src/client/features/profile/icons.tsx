import type { SVGProps } from 'react';
import { path, Svg } from '../../components/ui/icons';

/** The profile's icons (lucide's drawings, ISC licence, lucide.dev; components/ui/icons.tsx). */
type IconProps = SVGProps<SVGSVGElement>;

export const Check = (props: IconProps) => <Svg {...props}>{path('M20 6 9 17l-5-5')}</Svg>;
export const ChevronLeft = (props: IconProps) => <Svg {...props}>{path('m15 18-6-6 6-6')}</Svg>;
export const ChevronRight = (props: IconProps) => <Svg {...props}>{path('m9 18 6-6-6-6')}</Svg>;
export const Expand = (props: IconProps) => (
  <Svg {...props}>
    {path('m15 15 6 6', 'm15 9 6-6', 'M21 16v5h-5', 'M21 8V3h-5', 'M3 16v5h5', 'm3 21 6-6', 'M3 8V3h5', 'M9 9 3 3')}
  </Svg>
);
