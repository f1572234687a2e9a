// Statuses the journal records for requests that got no answer at all. They follow nginx's
// access log, which operators already read: the status a request ended with, though none was sent.

/** nginx's "client closed request": the client went away before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

/** nginx's "connection closed without response": the server cut the connection (a `drop_connection` fault). */
export const CONNECTION_DROPPED = 444;

/** Whether the client got an answer with this status; without one, the journal shows no headers or body. */
export const answerSent = (status: number): boolean => status !== CLIENT_CLOSED_REQUEST && status !== CONNECTION_DROPPED;
