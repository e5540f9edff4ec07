import { screen } from '@testing-library/react';
import { TEXTS } from '@brightwave/contracts';
import { projectInquiry } from '@brightwave/site-content';
import FormInfoPage from './form-info-page';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';

afterEach(() => jest.restoreAllMocks());

test('the project inquiry sends the chosen project type as the subject through /send-email, marked as an inquiry', async () => {
  const api = stubApi({ 'POST /send-email': () => jsonResponse(200, { message: 'Message sent' }) });
  const { user } = renderPage(<FormInfoPage />, { url: '/forminfo' });

  await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.selectOptions(screen.getByLabelText('Project type'), 'Mobile app');
  await user.type(screen.getByLabelText('About your project'), 'A booking app for our clinics.');
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  expect(await screen.findByText(TEXTS.contact.success)).toBeInTheDocument();
  expect(api.bodies()).toEqual([
    {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Mobile app',
      message: 'A booking app for our clinics.',
      website: '',
      form: 'inquiry',
    },
  ]);
  expect(screen.getByLabelText('Project type')).toHaveValue('');
  api.expectNoUnexpectedRequests();
});

test('every project type is offered, and the field is required', () => {
  renderPage(<FormInfoPage />, { url: '/forminfo' });
  const select = screen.getByLabelText('Project type');
  expect(select).toBeRequired();
  expect(
    screen.getAllByRole('option').filter((option) => !option.hasAttribute('disabled')),
  ).toHaveLength(projectInquiry.projectTypes.length);
});

test('an unchosen project type is marked on the list itself and gets the focus', async () => {
  const api = stubApi({});
  const { user } = renderPage(<FormInfoPage />, { url: '/forminfo' });
  await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('About your project'), 'A booking app for our clinics.');
  await user.click(screen.getByRole('button', { name: TEXTS.contact.send }));

  const select = screen.getByLabelText('Project type');
  expect(select).toHaveFocus();
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Please choose a project type.');
  expect(api.bodies()).toEqual([]);
});
