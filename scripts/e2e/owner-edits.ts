/**
 * The proof that the tests own their catalog (docs/testing.md): makes, in data/content, the edits an owner
 * makes in the editor over a season, so that `npm test` can be run after them and shown unchanged. Run it in
 * a scratch clone, never in the owner's checkout: it rewrites her content.
 *
 *   npx tsx scripts/e2e/owner-edits.ts --in-a-scratch-clone
 *
 * It changes every price (by a dollar, the original price kept above it), renames two designs (and the
 * featured reviews naming them follow, as she would change them), deletes one design (one no featured review
 * names), adds one, and empties a category (its designs moved to another), then prints what it did. The
 * result passes the schema (`npm run content`), as everything the editor saves must.
 *
 * With `--in-the-editor` it makes other edits instead, in the editor as she does: a photo replaced and
 * Floral emptied; then it builds the shop and checks what it shows (owner-edits-in-editor.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { DesignContent } from '../../data/schema/design';
import {
  categoryCounts,
  DESIGNS,
  readDesigns,
  readJson,
  REVIEWS,
  writeJson,
} from './owner-content';
import { editInTheEditor } from './owner-edits-in-editor';

type Reviews = { featured: Array<{ product: string }> };

async function main(): Promise<void> {
  if (!process.argv.includes('--in-a-scratch-clone')) {
    console.error(
      'owner-edits: this rewrites data/content. Run it in a scratch clone, with --in-a-scratch-clone.',
    );
    process.exit(2);
  }
  if (process.argv.includes('--in-the-editor')) {
    process.exit((await editInTheEditor()) ? 0 : 1);
  }
  const designs = readDesigns();
  const reviews = readJson<Reviews>(REVIEWS);
  const reviewed = new Set(reviews.featured.map((review) => review.product));

  // Every price, up a dollar.
  for (const design of designs.values()) {
    design.price = Math.round((design.price + 1) * 100) / 100;
    if (design.originalPrice !== undefined && design.originalPrice < design.price)
      design.originalPrice = Math.round((design.price + 10) * 100) / 100;
  }
  // Two designs renamed, and the featured reviews naming them follow.
  const renamed = [...designs.values()].slice(0, 2);
  for (const design of renamed) {
    const name = `${design.name.replace(/ Sweatshirt$/, '')} Deluxe Sweatshirt`;
    for (const review of reviews.featured)
      if (review.product === design.name) review.product = name;
    design.name = name;
  }
  // One design deleted: one no featured review names.
  const [deletedFile, deleted] = [...designs].find(
    ([, design]) => !reviewed.has(design.name) && !renamed.includes(design),
  )!;
  designs.delete(deletedFile);
  rmSync(path.join(DESIGNS, deletedFile));
  // One design added, after the highest number.
  const template = [...designs.values()][0]!;
  const id = Math.max(...[...designs.values()].map((design) => design.id)) + 1;
  const added: DesignContent = {
    ...template,
    id,
    slug: 'owner-edit-new-design',
    name: 'Owner Edit New Design Sweatshirt',
    customerReviews: [],
  };
  delete added.photos;
  designs.set('owner-edit-new-design.json', added);
  // A category emptied: the smallest one's designs move to the largest.
  const byCount = categoryCounts(designs.values());
  const [emptied] = byCount[0]!;
  const [largest] = byCount.at(-1)!;
  for (const design of designs.values()) {
    if (design.category === emptied) design.category = largest as DesignContent['category'];
  }

  for (const [file, design] of designs) writeJson(path.join(DESIGNS, file), design);
  writeJson(REVIEWS, reviews);
  console.log(
    [
      `owner-edits: every price of ${designs.size} designs up $1`,
      `renamed ${renamed.map((design) => `"${design.name}"`).join(' and ')}`,
      `deleted "${deleted.name}" (${deletedFile})`,
      `added "${added.name}" (number ${id})`,
      `emptied ${emptied} into ${largest}`,
    ].join('; '),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
