import { describe, expect, it } from '@jest/globals';
import { contentIcon } from '@/components/ui/content-icons';
import { values } from '@/data/about';
import { benefits } from '@/data/home';

describe('content icons', () => {
  it.each([...benefits, ...values].map((entry) => [entry.title, entry.icon]))(
    '%s names an icon that exists (%s)',
    (_title, name) => {
      expect(contentIcon(name)).toEqual(expect.any(Array));
    },
  );

  it('knows no icon by a name it was not given', () => {
    expect(contentIcon('toString')).toBeUndefined();
    expect(contentIcon('no-such-icon')).toBeUndefined();
  });
});
