import {
  BadgeCheck,
  Coffee,
  Heart,
  MoveHorizontal,
  Shield,
  Sparkles,
  UnfoldVertical,
  Users,
  type IconNode,
} from 'lucide';
import type { ContentIconName } from '@/data/content-icon-names';

/** The icons that content in data/ names by key (data/ does not import components). */
const CONTENT_ICONS: Readonly<Record<ContentIconName, IconNode>> = {
  zip: UnfoldVertical,
  stretch: MoveHorizontal,
  shield: Shield,
  coffee: Coffee,
  heart: Heart,
  sparkles: Sparkles,
  users: Users,
  badge: BadgeCheck,
};

export function contentIcon(name: string): IconNode | undefined {
  return Object.hasOwn(CONTENT_ICONS, name) ? CONTENT_ICONS[name as ContentIconName] : undefined;
}
