-- A kept CSV upload lives only until its import ends (decision 029): compressing its ~10 MB with
-- pglz (this server has no lz4) cost ~0.1 s of the upload's answer, and it is read once.
ALTER TABLE "product_import_uploads" ALTER COLUMN "content" SET STORAGE EXTERNAL;
