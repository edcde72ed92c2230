import type { CSSProperties, ReactNode } from 'react';
import { SCROLL_ANIMATION_MS } from '@darsak/common';
import { useReveal } from '../hooks/use-reveal';

type RevealSectionProps = {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

const durationStyle = { '--reveal-duration': `${SCROLL_ANIMATION_MS}ms` } as CSSProperties;

/** A page section that fades in (1.2 s) the first time it scrolls into view. */
export function RevealSection({ id, labelledBy, className, children }: RevealSectionProps) {
  const { ref, animated, visible } = useReveal<HTMLElement>();
  const classes = ['about-section', className, animated && 'reveal', animated && visible && 'is-visible'].filter(Boolean).join(' ');
  return (
    <section ref={ref} id={id} className={classes} aria-labelledby={labelledBy} tabIndex={-1} style={animated ? durationStyle : undefined}>
      {children}
    </section>
  );
}
