-- 'opnieuw aanmelden' names the registration it replaces by its generation, which the order's transport entry now
-- carries (issue 21); 015's registered_at, a time compared with a request's arrival, is no longer used.
ALTER TABLE shipments DROP COLUMN registered_at;

-- Orders re-registered before: their transport names the newest generation. An entry without one is the first.
WITH newest AS (
  SELECT order_id, carrier, max(generation) AS generation
    FROM shipments
   WHERE status = 'registered' AND order_id IS NOT NULL
   GROUP BY order_id, carrier
  HAVING max(generation) > 1
)
UPDATE orders o
   SET transport = o.transport || (
         SELECT jsonb_object_agg(n.carrier, coalesce(o.transport -> n.carrier, '{}'::jsonb) || jsonb_build_object('generation', n.generation))
           FROM newest n
          WHERE n.order_id = o.id)
 WHERE o.id IN (SELECT order_id FROM newest);
