import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RouteError from '@/app/error';
import { errorSummary } from '@/components/errors/error-summary';

describe('route error screen (app/error.tsx)', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    // The screen reports the error to the console, as an error reporter would see it.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  // The screen's code is fetched when a route fails: load it once here, then each test waits for React.
  beforeAll(async () => {
    await import('@/components/errors/error-screen');
  });

  it('shows the title, the error message and a way home', async () => {
    const error = new Error('Catalog failed to load');
    render(<RouteError error={error} retry={() => {}} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Catalog failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('Try again asks Next to render the route again', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(<RouteError error={new Error('Boom')} retry={retry} />);

    expect(retry).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('errorSummary', () => {
  it('prefers a status, then a message, then a thrown string', () => {
    expect(errorSummary({ status: 500, statusText: 'Internal Server Error', message: 'x' })).toBe(
      '500 Internal Server Error',
    );
    expect(errorSummary({ status: 503 })).toBe('503');
    expect(errorSummary(new TypeError('products is undefined'))).toBe('products is undefined');
    expect(errorSummary('plain string')).toBe('plain string');
  });

  it('says something useful for values with nothing to show', () => {
    expect(errorSummary(undefined)).toBe('Something went wrong while loading this page.');
    expect(errorSummary(new Error(''))).toBe('Something went wrong while loading this page.');
  });
});
