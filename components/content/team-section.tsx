import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { TeamMember } from '@/data/types';
import { TEAM_PHOTO_SIZE, TEAM_PHOTO_WIDTHS } from '@/lib/images';
import { ContentSection } from './content-section';

export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  return (
    <ContentSection
      id="team-title"
      title="Meet the Team"
      lead="Two moms, a lot of coffee, and a shared grudge against nursing covers."
    >
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        {team.map((member, index) => (
          <li
            key={index}
            className="flex flex-col items-center rounded-3xl border border-line bg-surface p-8 text-center shadow-sm"
          >
            <ResponsiveImage
              path={member.image}
              widths={TEAM_PHOTO_WIDTHS}
              width={TEAM_PHOTO_SIZE}
              height={TEAM_PHOTO_SIZE}
              sizes="160px"
              alt={`Portrait of ${member.name}, ${member.role}`}
              className="size-40 rounded-2xl bg-blush ring-4 ring-brand-soft"
            />
            <h3 className="mt-6 text-2xl text-ink">{member.name}</h3>
            <p className="mt-1 font-bold text-brand-dark">{member.role}</p>
            <p className="mt-4 text-muted">{member.bio}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
