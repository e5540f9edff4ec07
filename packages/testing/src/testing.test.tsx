import { apiRequest, getRuntimeConfig } from '@brightwave/web-kit';
import { screen } from '@testing-library/react';
import { Link, useParams } from 'react-router-dom';
import { currentLocation, renderPage } from './render-page';
import { API, deferredResponse, jsonResponse, stubApi } from './stub-api';

describe('stubApi', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the listed requests against the configured API and records their bodies', async () => {
    const api = stubApi({ 'POST /send-email': () => jsonResponse(200, { message: 'ok' }) });
    expect(getRuntimeConfig().apiUrl).toBe(API);
    await expect(apiRequest('/send-email', { json: { name: 'Ada' } })).resolves.toEqual({
      message: 'ok',
    });
    expect(api.bodies()).toEqual([{ name: 'Ada' }]);
    api.expectNoUnexpectedRequests();
  });

  it('rejects and remembers any request nobody listed', async () => {
    const api = stubApi({});
    await expect(apiRequest('/getblogs')).rejects.toThrow();
    expect(() => api.expectNoUnexpectedRequests()).toThrow(/GET \/getblogs/);
  });

  it('holds a deferred response until the test releases it', async () => {
    const pending = deferredResponse();
    stubApi({ 'GET /slow': () => pending.promise });
    let settled = false;
    const request = apiRequest('/slow').then((body) => {
      settled = true;
      return body;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    pending.resolve(jsonResponse(200, { done: true }));
    await expect(request).resolves.toEqual({ done: true });
  });
});

describe('renderPage', () => {
  function Product() {
    const { id } = useParams();
    return (
      <>
        <h1>Product {id}</h1>
        <Link to="/contact" state={{ from: id }}>
          Contact us
        </Link>
      </>
    );
  }

  it('renders a page at a URL with its params, and follows where it leads', async () => {
    const { user } = renderPage(<Product />, {
      url: '/appproduct/7',
      path: '/appproduct/:id',
      routes: { '/contact': <h1>Contact</h1> },
    });
    expect(screen.getByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(currentLocation()).toEqual({ pathname: '/contact', state: { from: '7' } });
  });
});
