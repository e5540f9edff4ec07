import type { ChatLessons, ChatUnanswered } from '@brightwave/contracts';
import { jsonResponse, renderPage, stubApi } from '@brightwave/testing';
import { screen, within } from '@testing-library/react';
import AssistantPage from './assistant-page';

const unanswered: ChatUnanswered = {
  items: [
    { message: 'Do you sponsor hackathons?', count: 3, lastAskedAt: '2026-11-21T10:00:00.000Z' },
  ],
};
const lessons: ChatLessons = {
  lessons: [],
  answers: [{ intent: 'contact', label: 'contact: Call sales on +1 (415) 555-0142' }],
};

describe('AssistantPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists unanswered questions and attaches one to an existing answer', async () => {
    const api = stubApi({
      'GET /api/chat/unanswered': () => jsonResponse(200, unanswered),
      'GET /api/admin/chat/lessons': () => jsonResponse(200, lessons),
      'POST /api/admin/chat/lessons': () =>
        jsonResponse(201, {
          id: '65a1b2c3d4e5f60718293a4b',
          question: 'Do you sponsor hackathons?',
          intent: 'contact',
          createdAt: '2026-11-21T10:01:00.000Z',
          createdBy: 'Root Admin',
        }),
    });
    const { user } = renderPage(<AssistantPage />);
    const table = await screen.findByRole('table', { name: /Unanswered questions/ });
    expect(within(table).getByText('Do you sponsor hackathons?')).toBeInTheDocument();
    expect(within(table).getByText('3 times')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Teach: Do you sponsor hackathons?' }));
    const form = screen.getByRole('form', { name: 'Teach the assistant' });
    expect(within(form).getByRole('textbox', { name: /Question/ })).toHaveValue(
      'Do you sponsor hackathons?',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /Answer/ }), 'contact');
    await user.click(within(form).getByRole('button', { name: 'Teach' }));
    expect(await screen.findByText(/Taught: "Do you sponsor hackathons\?"/)).toBeInTheDocument();
    expect(api.bodies().filter(Boolean)).toEqual([
      { question: 'Do you sponsor hackathons?', intent: 'contact' },
    ]);
  });
});
