import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';

import { renderWithApp } from './testing';

function Toaster() {
  const { notification } = App.useApp();
  return <Button onClick={() => notification.success({ title: 'Saved' })}>Save</Button>;
}

describe('app providers', () => {
  it('shows toasts at the bottom left', async () => {
    renderWithApp(<Toaster />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByText('Saved');
    expect(toast.closest('.ant-notification')).toHaveClass('ant-notification-bottomLeft');
  });
});
