import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

const BAND_CLASSES = { white: 'bg-surface', blush: 'bg-blush' } as const;
const SPACING_CLASSES = { default: 'py-16 md:py-20', compact: 'py-16' } as const;

export interface ContentSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  lead?: string;
  /** A full-width background behind the section; none by default. */
  band?: keyof typeof BAND_CLASSES;
  spacing?: keyof typeof SPACING_CLASSES;
  children: ReactNode;
}

/** A titled part of a page: its centered heading and lead, then the content, in the page's column. */
export function ContentSection({
  id,
  title,
  lead,
  band,
  spacing = 'default',
  children,
}: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={band && BAND_CLASSES[band]}>
      <Container className={SPACING_CLASSES[spacing]}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="text-3xl text-ink sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
