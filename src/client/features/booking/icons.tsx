import type { SVGProps } from 'react';
import { path, Svg } from '../../components/ui/icons';

/** The wizard's icon (lucide's drawings, ISC licence, lucide.dev; components/ui/icons.tsx). */
type IconProps = SVGProps<SVGSVGElement>;

export const CalendarDays = (props: IconProps) => (
  <Svg {...props}>
    <>
      {path('M8 2v3', 'M16 2v3')}
      <rect x="3" y="3" width="18" height="18" rx="2" />
      {path('M3 9h18', 'M8 13h.01', 'M12 13h.01', 'M16 13h.01', 'M8 17h.01', 'M12 17h.01', 'M16 17h.01')}
    </>
  </Svg>
);
