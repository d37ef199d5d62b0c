/** /about copy: mission, Our Story, the four values and the team, from data/content/pages/about.json. */
import { content } from '@/data/content';
import type { ContentIconName } from '@/data/content-icon-names';
import type { TeamMember } from '@/data/types';
import { teamPhotoPath } from './image-paths';

export interface AboutValue {
  title: string;
  text: string;
  /** A key of components/ui/content-icons.ts. */
  icon: ContentIconName;
}

const copy = content.about;

export const mission: { readonly title: string; readonly text: string } = copy.mission;

export const story: { readonly title: string; readonly paragraphs: readonly string[] } = copy.story;

export const values: AboutValue[] = copy.values;

export const team: TeamMember[] = copy.team.map((entry) => ({
  ...entry,
  image: teamPhotoPath(entry.name),
}));
