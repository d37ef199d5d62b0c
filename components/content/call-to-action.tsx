import type { ReactNode } from 'react';

/**
 * The closing band of a content page: a heading, a line and its buttons, on brand-dark. Its buttons use
 * the `inverse` and `inverseOutline` button variants, which read on that color.
 */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 pb-16 sm:px-6 md:pb-20">
      <div className="mx-auto max-w-4xl rounded-[2rem] bg-band px-6 py-12 text-center text-on-band shadow-lg sm:px-12">
        <h2 id={id} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-on-band/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
