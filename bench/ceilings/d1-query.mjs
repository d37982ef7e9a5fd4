// Ceiling 2: a bare Worker that runs one D1 query returning 20 rows (a creator's newest posts,
// served by an index) and answers them as JSON, on the same seeded database as the app.
const NEWEST_POSTS = `select * from feeds
  where performer_id = (select id from users where username = 'luna')
  order by created_at desc limit 20`;

export default {
  async fetch(_request, env) {
    const { results } = await env.DB.prepare(NEWEST_POSTS).all();
    return Response.json({ data: results });
  },
};
