-- Issue 21: every dashboard chart has its feature switch, titled as the chart (src/server/stats/statistics.ts).
-- Two switches were named after charts that were never built ('Verdeling vervoerders', 'Verdeling verwerking'),
-- and 'Op tijd bezorgd' had none. A fresh database gets these from the seed; this brings older ones along.
UPDATE features SET title = 'ordersPerCarrier', display_title = 'Orders per vervoerder' WHERE id = 28200403;
UPDATE features SET title = 'ordersPerFolder', display_title = 'Orders per map' WHERE id = 28200404;

-- Every location that has chart switches gets the new one, switched on, after the others.
INSERT INTO features (id, location, title, feature_group, enabled, available, display_title, sort_order)
  SELECT 28200405, location, 'onTimeDeliveries', 'widget', true, true, 'Op tijd bezorgd', max(sort_order) + 10
    FROM features WHERE feature_group = 'widget' GROUP BY location
  ON CONFLICT DO NOTHING;

UPDATE statistics SET name = 'Orders per vervoerder', query = 'ordersPerCarrier' WHERE id = 3;
UPDATE statistics SET name = 'Orders per map', query = 'ordersPerFolder' WHERE id = 4;
INSERT INTO statistics (id, name, query)
  SELECT 5, 'Op tijd bezorgd', 'onTimeDeliveries' WHERE EXISTS (SELECT 1 FROM statistics)
  ON CONFLICT DO NOTHING;
