import type { ReactNode, SVGProps } from 'react';

/**
 * The icons of the layout, as plain SVG: lucide's drawings (ISC licence, lucide.dev) without
 * lucide-react's machinery, which every public page loaded (issue 27). The pages' own icons are in
 * the features' icons.tsx, so that they load with those pages.
 * Hidden from assistive technology.
 */
type IconProps = SVGProps<SVGSVGElement>;

/** Decorative, as every icon of the public pages is: the control around it says what it does. */
export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** One <path> per drawing command string. */
export const path = (...d: string[]) => d.map((one) => <path key={one} d={one} />);

export const MessageSquare = (props: IconProps) => (
  <Svg {...props}>
    {path(
      'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
    )}
  </Svg>
);
export const Phone = (props: IconProps) => (
  <Svg {...props}>
    {path(
      'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
    )}
  </Svg>
);
export const X = (props: IconProps) => <Svg {...props}>{path('M18 6 6 18', 'm6 6 12 12')}</Svg>;

export const Menu = (props: IconProps) => <Svg {...props}>{path('M4 6h16', 'M4 12h16', 'M4 18h16')}</Svg>;
