import type { ReactNode } from 'react';

/** The closing band of a content page: a heading, a line and its buttons, on the brand's berry color. */
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
      <div className="mx-auto max-w-4xl rounded-[2rem] bg-brand-dark px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id={id} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

const ctaButtonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-bold transition-colors focus-visible:outline-white';
/** Buttons that read on the band's dark berry background. */
export const ctaPrimaryButton = `${ctaButtonBase} bg-white text-brand-dark hover:bg-brand-soft`;
export const ctaSecondaryButton = `${ctaButtonBase} border-2 border-white text-white hover:bg-white/10`;
