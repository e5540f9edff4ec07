// User-facing texts that both sides check (messages, notices, alerts). Keep them verbatim: they
// are part of the product, and tests on either side compare against these constants.

export const TEXTS = {
  contact: {
    send: 'Send',
    sending: 'Sending',
    success: 'Thank you! Your message has been sent.',
  },
  registration: {
    passwordsDoNotMatch: 'Passwords do not match!',
    processing: 'Processing...',
    success: 'Registration successful!',
    failure: 'Something went wrong. Please try again.',
    emailTaken: 'An account with this e-mail address already exists.',
  },
  login: {
    invalidCredentials: 'Invalid email or password',
    accountDisabled: 'This account has been disabled.',
    failure: 'Could not sign in. Please try again.',
  },
  passwordReset: {
    /** The same answer whether or not the address has an account (no enumeration). */
    requested:
      'If an account exists for this e-mail address, we have sent it a link to choose a new password. The link is valid for one hour.',
    invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
    done: 'Your password has been changed. Please sign in with your new password.',
  },
  /** An uploaded image (a cover, an image in a post, an author's picture). */
  media: {
    notImage: 'Please choose an image: JPEG, PNG, WebP or GIF.',
    unreadable: 'The image could not be read. Please choose another file.',
    tooLarge: 'The image is too large. The limit is 5 MB.',
    missing: 'Please choose an image.',
  },
  blogs: {
    fetchFailed: 'Failed to fetch blogs',
    fetchErrorLog: 'Error fetching blogs',
    fillAllToPublish: 'Please fill in all fields before publishing.',
    fillAllToUpdate: 'Please fill in all fields before updating.',
    published: 'Blog Published Successfully!',
    publishFailed: 'Failed to publish blog. Please try again.',
    editLoadFailed: 'Failed to fetch blog data. Please try again.',
    updateFailed: 'Failed to update blog. Please try again.',
    deleteFailed: 'Failed to delete blog. Please try again.',
    confirmDelete: 'Are you sure you want to delete this blog?',
    loadingPost: 'Loading blog post...',
    notFoundTitle: 'Blog Not Found',
    notFoundText: "The blog you're looking for doesn't exist or may have been removed.",
    backToBlogs: 'Back to Blogs',
    anonymous: 'Anonymous',
  },
  comments: {
    /** The comment section (/CommentSection/{id}) with no comments. */
    emptyCommentSection: 'No comments yet. Be the first to share your thoughts!',
    /** The discussion on a post's page with no comments. */
    emptyDiscussion: 'No comments yet. Be the first to share what you think!',
    loginToLike: 'Login to like',
    loginToReply: 'Login to reply',
    loginToJoin: 'Please login to join the discussion',
    blogNotFound: 'This blog does not exist or is not published.',
    commentNotFound: 'This comment does not exist. It may have been deleted.',
    replyNotFound: 'This reply does not exist. It may have been deleted.',
    invalidId: 'This is not a valid comment id.',
    onlyAuthorEdits: 'Only the author of a comment can edit it.',
    notAllowedToDelete: 'Only its author, the author of the blog or an admin can delete this.',
  },
  authorRequest: {
    title: 'Become an Author',
    subtitle: 'Fill out the form to request author privileges',
    saved: 'Your application has been submitted.',
    saveFailed: 'Failed to save data',
    unexpected: 'An unexpected error occurred',
    alreadyPending: 'You already have an application under review.',
    alreadyDecided: 'Your application has already been decided.',
    alreadyAuthor: 'You are already an author.',
    pending:
      'Your application to become an author is under review. We will e-mail you once it is decided.',
    rejected: 'Your application to become an author was not accepted.',
    accepted: 'Your application has been accepted: you are an author now.',
  },
  admin: {
    loading: 'Loading applications...',
    networkNotOk: 'Network response was not ok',
    empty: 'No applications found matching your criteria',
    badges: { accepted: 'Accepted', rejected: 'Rejected', pending: 'Pending Review' },
    notFound: 'This application does not exist.',
    transitionNotAllowed: 'This application has changed meanwhile. Reload the list and try again.',
  },
  chat: {
    connectionError: 'Error connecting to server',
  },
  product: {
    noData: 'No product data available. Please return to the previous page.',
    noDataOld: 'Error: No data passed to the product page.',
  },
  app: {
    unexpectedError: 'Unexpected Application Error!',
    chunkFailed: 'Loading chunk failed',
  },
  api: {
    malformedJson: 'The request body is not valid JSON.',
    bodyNotObject: 'The request body must be a JSON object.',
    payloadTooLarge: 'The request is too large. The limit is 1 MB.',
    tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
    databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
    serverBusy: 'The server is busy right now. Please try again in a moment.',
    notFound: 'Not found.',
    internal: 'Something went wrong on our side. Please try again.',
    unauthorized: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
  },
} as const;
