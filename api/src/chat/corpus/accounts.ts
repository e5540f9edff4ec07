import { TEXTS } from '@brightwave/contracts';
import { LINKS, SUGGESTIONS } from './links';
import type { Intent, SiteContent } from './types';

export function accountIntents({ company }: SiteContent): Intent[] {
  return [
    {
      name: 'account.register',
      utterances: [
        'how do I register',
        'how can I create an account',
        'sign up',
        'I want to make an account',
        'where is the registration page',
        'can I join the site',
        'registration',
        'do I need an account to comment',
        'open a new account',
      ],
      answer: {
        reply:
          'Create an account on the registration page with a username, your e-mail and a password. Then sign in to like and comment on blog posts.',
        links: [LINKS.register, LINKS.login],
        suggestions: [],
      },
    },
    {
      name: 'account.login',
      utterances: [
        'how do I sign in',
        'how do I log in',
        'where is the login page',
        'login',
        'I cannot find the sign in button',
        'log me in',
        'sign in to my account',
        'how to access my account',
        'I already have an account, how do I get in',
      ],
      answer: {
        reply:
          'Sign in on the sign-in page with your e-mail and password. No account yet? Registration takes a minute.',
        links: [LINKS.login, LINKS.register],
        suggestions: [],
      },
    },
    {
      name: 'account.password',
      utterances: [
        'I forgot my password',
        'how do I reset my password',
        'password reset',
        'I cannot log in, wrong password',
        'change my password',
        'lost password',
        'I do not remember my password',
        'recover my account',
        'my password does not work',
      ],
      answer: {
        reply: `On the sign-in page, ask for a password reset: we e-mail you a link to choose a new password. If nothing arrives, write to ${company.emails.support} from the address you registered with.`,
        links: [LINKS.login],
        suggestions: [SUGGESTIONS.person],
      },
    },
    {
      name: 'blog.write',
      utterances: [
        'how do I write a blog post',
        'can I publish an article on your blog',
        'how to post on the blog',
        'write a blog',
        'where do I create a new post',
        'I want to share an article',
        'how do I publish my story',
        'blog',
        'can I edit my blog post',
      ],
      answer: {
        reply:
          'Authors write on our blog: sign in, open "Write a blog", add a cover image, a title, the text and tags, then choose Publish Now. Your posts are listed under your blogs, where you can edit them.',
        links: [LINKS.writeBlog, LINKS.blog, LINKS.login],
        suggestions: ['How do I become an author?'],
      },
    },
    {
      name: 'blog.author',
      utterances: [
        'How do I become an author?',
        'how do I get author rights',
        'can I become a writer on your blog',
        'request author privileges',
        'author application',
        'who can write blogs',
        'how do I apply to be an author',
        'I want author access',
        'why can I not publish',
      ],
      answer: {
        reply: `Sign in, then send the "${TEXTS.authorRequest.title}" request from the blog with a few words about what you want to write. An admin reviews every application; once it is accepted you can publish.`,
        links: [LINKS.blog, LINKS.login],
        suggestions: [],
      },
    },
  ];
}
