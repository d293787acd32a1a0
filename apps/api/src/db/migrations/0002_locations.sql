INSERT INTO "locations" ("id", "name") VALUES
  ('ambergris-caye', 'Ambergris Caye'),
  ('cayo-district', 'Cayo District'),
  ('orange-walk', 'Orange Walk'),
  ('belize-district', 'Belize District'),
  ('placencia', 'Placencia')
ON CONFLICT ("id") DO NOTHING;
