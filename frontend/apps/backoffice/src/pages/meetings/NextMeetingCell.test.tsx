import { render, screen } from '@testing-library/react';
import { i18n } from '@zrm/i18n';

import { NextMeetingCell } from './NextMeetingCell';

const now = Date.parse('2030-01-02T12:00:00Z');
const next = { handler_name: 'Maja Nilsson', meeting_start: '2030-01-03T09:00:00Z' };

describe('NextMeetingCell', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the next meeting by handler and local start', () => {
    render(<NextMeetingCell next={next} latestStart="2030-01-03T09:00:00Z" needsWork country="SE" now={now} />);
    expect(screen.getByText('Maja Nilsson')).toBeInTheDocument();
    expect(screen.getByText('2030-01-03 10:00:00 CET')).toBeInTheDocument();
    expect(screen.queryByTestId('meeting-in-past')).toBeNull();
  });

  it('warns when the latest meeting is past and the row still needs work', () => {
    render(<NextMeetingCell next={null} latestStart="2030-01-01T09:00:00Z" needsWork country="SE" now={now} />);
    expect(screen.getByTestId('meeting-in-past')).toBeInTheDocument();
  });

  it('shows "-" without meetings, and no warning once the work is done', () => {
    const { container } = render(<NextMeetingCell next={null} latestStart="2030-01-01T09:00:00Z" needsWork={false} country="SE" now={now} />);
    expect(container).toHaveTextContent('-');
    expect(screen.queryByTestId('meeting-in-past')).toBeNull();
  });
});
