import { Check, Sparkles } from 'lucide';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

/** The fitting advice; the first tip (size up when between sizes) stands out. */
export function ProTips({ tips }: { tips: readonly string[] }) {
  const [headline, ...rest] = tips;
  return (
    <Container as="section" aria-labelledby="tips-title" width="4xl" className="py-16 md:py-20">
      <div className="rounded-[2rem] bg-sage p-6 sm:p-10">
        <h2 id="tips-title" className="text-3xl text-ink sm:text-4xl">
          Pro Tips
        </h2>
        {headline && (
          <p className="mt-5 flex items-start gap-3 rounded-2xl bg-surface p-4 text-lg font-bold text-ink shadow-sm">
            <Icon icon={Sparkles} className="mt-0.5 size-6 shrink-0 text-brand-dark" />
            {headline}
          </p>
        )}
        <ul className="mt-5 space-y-3">
          {rest.map((tip, index) => (
            <li key={index} className="flex items-start gap-3 text-ink">
              <Icon icon={Check} className="mt-1 size-5 shrink-0 text-brand-dark" />
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
