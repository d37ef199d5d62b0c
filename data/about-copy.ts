/**
 * The about page's copy shaped for its components: the mission, Our Story, the four values and the team,
 * each member with their photo's path. data/about.ts shapes the content file's copy with it; the editor's
 * preview (scripts/admin/editor/preview/) the copy she is typing.
 */
import type { ContentIconName } from '@/data/content-icon-names';
import type { AboutContent } from '@/data/schema/pages';
import type { TeamMember } from '@/data/types';
import { teamPhotoPath } from './image-paths';

interface AboutValue {
  title: string;
  text: string;
  /** A key of components/ui/content-icons.ts. */
  icon: ContentIconName;
}

export interface AboutCopy {
  mission: { readonly title: string; readonly text: string };
  story: { readonly title: string; readonly paragraphs: readonly string[] };
  values: AboutValue[];
  team: TeamMember[];
}

/** The about page's copy as its components take it, from its content file (checked, or as she types it). */
export function aboutCopy(copy: AboutContent): AboutCopy {
  return {
    mission: copy.mission,
    story: copy.story,
    values: copy.values,
    team: copy.team.map((entry) => ({ ...entry, image: teamPhotoPath(entry.name) })),
  };
}
