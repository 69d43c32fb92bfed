import type { SVGProps } from 'react';
import { path, Svg } from '../../components/ui/icons';

/** The gallery's icons (lucide's drawings, ISC licence, lucide.dev; components/ui/icons.tsx). */
type IconProps = SVGProps<SVGSVGElement>;

export const ChevronDown = (props: IconProps) => <Svg {...props}>{path('m6 9 6 6 6-6')}</Svg>;
export const MapPin = (props: IconProps) => (
  <Svg {...props}>
    <>
      {path('M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0')}
      <circle cx="12" cy="10" r="3" />
    </>
  </Svg>
);
export const SlidersHorizontal = (props: IconProps) => (
  <Svg {...props}>
    {path('M10 5H3', 'M12 19H3', 'M14 3v4', 'M16 17v4', 'M21 12h-9', 'M21 19h-5', 'M21 5h-7', 'M8 10v4', 'M8 12H3')}
  </Svg>
);
