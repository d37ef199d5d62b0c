/** The product page's dialogs, named by their openers in the purchase panel and the bottom bar. */
export const OUT_OF_STOCK_DIALOG_ID = 'out-of-stock';
export const SIZE_GUIDE_DIALOG_ID = 'size-guide';
