import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { CustomerReview, IsoDate } from '@/data/types';
import { ReviewDate } from '@/components/reviews/review-date';
import { ReviewsSection } from '@/components/reviews/reviews-section';

const reviews: CustomerReview[] = [
  {
    name: 'Jessica M.',
    rating: 5,
    text: 'Fed the baby at the table without anyone noticing.',
    verified: true,
    date: '2026-11-06',
  },
  {
    name: 'Hannah L.',
    rating: 4,
    text: 'Runs a little roomy, which is what I wanted.',
    verified: false,
    date: '2026-11-18',
  },
];

describe('ReviewsSection', () => {
  it('says how many reviews it shows, of how many, for which product', () => {
    render(<ReviewsSection productName="Milk Bar Sweatshirt" reviews={reviews} />);
    expect(screen.getByText('Showing 2 of 2 reviews for Milk Bar Sweatshirt')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer Reviews' })).toHaveAttribute(
      'id',
      'reviews',
    );
  });

  it('lists each review with its name, stars, date, text and, when verified, the verified mark', () => {
    render(<ReviewsSection productName="Milk Bar Sweatshirt" reviews={reviews} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [jessica, hannah] = items as [HTMLElement, HTMLElement];
    expect(within(jessica).getByRole('heading', { name: 'Jessica M.' })).toBeInTheDocument();
    expect(
      within(jessica).getByRole('img', { name: 'Rated 5 out of 5 stars' }),
    ).toBeInTheDocument();
    const published = within(jessica).getByText('November 6, 2026');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('datetime', '2026-11-06');
    expect(within(jessica).getByText(reviews[0]!.text)).toBeInTheDocument();
    expect(within(jessica).getByText('Verified Purchase')).toBeInTheDocument();

    expect(within(hannah).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
    expect(within(hannah).queryByText('Verified Purchase')).toBeNull();
  });

  it('still names the product when there are no reviews', () => {
    render(<ReviewsSection productName="Milk Bar Sweatshirt" reviews={[]} />);
    expect(screen.getByText('Showing 0 of 0 reviews for Milk Bar Sweatshirt')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('ReviewDate', () => {
  it("prints a date the owner is still typing in the editor's preview as typed, instead of throwing", () => {
    for (const typed of ['', '2026-1']) {
      const { container, unmount } = render(<ReviewDate date={typed as IsoDate} />);
      const time = container.querySelector('time');
      expect(time?.textContent).toBe(typed);
      expect(time).toHaveAttribute('datetime', typed);
      unmount();
    }
  });
});
