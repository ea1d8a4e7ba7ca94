import { screen } from '@testing-library/react';
import { jsonReply, mockGateway, type MockGateway } from '@zrm/api/testing';

import { CustomerName } from './CustomerName';
import { renderWithApp } from './testing';

describe('CustomerName', () => {
  let gateway: MockGateway;
  let release: () => void = () => undefined;
  beforeEach(() => {
    window.__ZRM_CONFIG__ = { apiBaseUrl: 'http://gateway.test', bankPortalUrl: null };
    gateway = mockGateway({
      'GET /customer/name/42': () =>
        new Promise((resolve) => {
          release = () => resolve(jsonReply({ customer_id: 42, first_name: 'Anna', last_name: 'Svensson' }));
        }),
      'GET /customer/name/7': () => jsonReply({ detail: 'Customer not found', request_id: 'r' }, 404),
    });
  });
  afterEach(() => {
    gateway.restore();
    delete window.__ZRM_CONFIG__;
  });

  it('says "Loading..." until the name arrives, then shows it', async () => {
    renderWithApp(<CustomerName customerId={42} testId="name" />, { signedInAs: 'employee' });
    expect(await screen.findByTestId('name')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByText('Anna Svensson')).toHaveAttribute('data-state', 'found');
  });

  it('says "Name not found" when the lookup fails', async () => {
    renderWithApp(<CustomerName customerId={7} testId="name" />, { signedInAs: 'employee' });
    expect(await screen.findByText('Name not found')).toHaveAttribute('data-state', 'not-found');
  });
});
