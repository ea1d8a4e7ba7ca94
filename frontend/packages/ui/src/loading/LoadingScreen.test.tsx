import { screen } from '@testing-library/react';

import { renderWithApp } from '../testing';
import { LoadingScreen } from './LoadingScreen';
import { LOADING_MESSAGES, pickLoadingMessage } from './loadingMessages';

describe('loading screens', () => {
  afterEach(() => jest.restoreAllMocks());

  it('picks each of the lines, at random', () => {
    expect(pickLoadingMessage(() => 0)).toBe(LOADING_MESSAGES[0]);
    expect(pickLoadingMessage(() => 0.999)).toBe(LOADING_MESSAGES[LOADING_MESSAGES.length - 1]);
    const seen = new Set(Array.from({ length: LOADING_MESSAGES.length }, (_, i) => pickLoadingMessage(() => i / LOADING_MESSAGES.length)));
    expect(seen.size).toBe(LOADING_MESSAGES.length);
  });

  it('shows the logo, a spinner and a humorous line in the user’s language', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.3);
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-03T14:00:00Z'));
    renderWithApp(<LoadingScreen />);
    const screenEl = screen.getByTestId('loading-screen');
    expect(screenEl).toHaveAttribute('data-festive', 'false');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBe(screenEl);
    expect(screen.getByTestId('loading-message')).toHaveAttribute('data-message', 'coffee');
    expect(screen.getByTestId('loading-message')).toHaveTextContent('Brewing coffee for the database…');
  });

  it('is the festive overlay on Friday afternoons', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-04T15:30:00Z'));
    renderWithApp(<LoadingScreen overlay />);
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('data-festive', 'true');
    expect(screen.getByText('It is Friday afternoon: the weekend is near!')).toBeInTheDocument();
    expect(screen.getByTestId('loading-overlay').querySelector('svg')).toHaveAttribute('data-festive', 'true');
  });
});
