/* tm-ledger-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tm-ledger-store.h"
#include "tm-table-file.h"

/* The application's score sheets: one TmLedgerRecord per file in the
 * ledger folder, newest first.  A record holds the loaded ledger, or the
 * error that kept it from loading; such a file is shown, never written.
 *
 * Everything on disk happens off the main loop: the folder is listed and
 * each file read asynchronously, and every ledger saves itself after each
 * change (autosave).  Removing a record deletes its file once no save of
 * it is under way (a save finishing after the delete would bring the file
 * back); restoring it (the undo of a removal) writes the ledger back from
 * memory.  A file that could not be read is only ever moved to the trash
 * or deleted when the person asks for it.
 *
 * The store also keeps the household's roster of players (TmRoster, in
 * roster.json beside the ledger folder): read with the folder, saved in
 * the background whenever a new sheet links its players to it. */

struct _TmLedgerRecord
{
  GObject    parent_instance;

  GFile     *file;
  TmLedger  *ledger;
  GError    *error;
  char      *game_id;
  GDateTime *time;

  TmLedgerStore *store;            /* weak */
  gulong     saving_handler;

  guint      deleting : 1;
  guint      removed : 1;
  guint      restore_pending : 1;
  guint      first_saving : 1;     /* the store's own first save */
  guint      delete_waiting : 1;   /* removed while a save was running */
};

G_DEFINE_FINAL_TYPE (TmLedgerRecord, tm_ledger_record, G_TYPE_OBJECT)

struct _TmLedgerStore
{
  GObject       parent_instance;

  TmCatalogue  *catalogue;
  GFile        *dir;
  GListStore   *records;
  GCancellable *cancellable;
  guint         pending;
  guint         deleting;         /* removed records whose file is not gone yet */
  gboolean      listing;
  gboolean      loaded;
  GHashTable   *listed;           /* names in the folder, while listing */

  TmRoster     *roster;
  GError       *roster_error;
  gboolean      roster_loaded;
  gboolean      roster_saving;
  gboolean      roster_save_pending;
};

G_DEFINE_FINAL_TYPE (TmLedgerStore, tm_ledger_store, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LOADED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  ROSTER_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* TmLedgerRecord */

static void
tm_ledger_record_finalize (GObject *object)
{
  TmLedgerRecord *self = (TmLedgerRecord *)object;

  if (self->ledger != NULL)
    g_clear_signal_handler (&self->saving_handler, self->ledger);
  g_clear_weak_pointer (&self->store);
  g_clear_object (&self->file);
  g_clear_object (&self->ledger);
  g_clear_error (&self->error);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->time, g_date_time_unref);

  G_OBJECT_CLASS (tm_ledger_record_parent_class)->finalize (object);
}

static void
tm_ledger_record_class_init (TmLedgerRecordClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_ledger_record_finalize;
}

static void
tm_ledger_record_init (TmLedgerRecord *self)
{
}

/**
 * tm_ledger_record_get_file:
 * @self: a #TmLedgerRecord
 *
 * Gets the file the record stands for.
 *
 * Returns: (transfer none): the file
 */
GFile *
tm_ledger_record_get_file (TmLedgerRecord *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_RECORD (self), NULL);
  return self->file;
}

/**
 * tm_ledger_record_get_ledger:
 * @self: a #TmLedgerRecord
 *
 * Gets the ledger read from the file.
 *
 * Returns: (transfer none) (nullable): the ledger, or %NULL when the file
 *   could not be read (see tm_ledger_record_get_error())
 */
TmLedger *
tm_ledger_record_get_ledger (TmLedgerRecord *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_RECORD (self), NULL);
  return self->ledger;
}

/**
 * tm_ledger_record_get_error:
 * @self: a #TmLedgerRecord
 *
 * Gets why the file could not be read.
 *
 * Returns: (transfer none) (nullable): the error, or %NULL
 */
const GError *
tm_ledger_record_get_error (TmLedgerRecord *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_RECORD (self), NULL);
  return self->error;
}

/**
 * tm_ledger_record_get_game_id:
 * @self: a #TmLedgerRecord
 *
 * Gets the game of the ledger, or for a file that could not be read, the
 * game its name or contents suggest if any.
 *
 * Returns: (nullable): the game id
 */
const char *
tm_ledger_record_get_game_id (TmLedgerRecord *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_RECORD (self), NULL);
  return self->game_id;
}

/**
 * tm_ledger_record_get_time:
 * @self: a #TmLedgerRecord
 *
 * Gets when the ledger was started, or when the file was last changed if
 * it could not be read.
 *
 * Returns: (transfer none): the time
 */
GDateTime *
tm_ledger_record_get_time (TmLedgerRecord *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_RECORD (self), NULL);
  return self->time;
}

/* A file that cannot be read may still say which game it is for, if
 * that can be seen without trusting the rest of it. */
static char *
guess_game_id (const char *contents,
               gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;

  if (!json_parser_load_from_data (parser, contents, length, NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return g_strdup (json_object_get_string_member_with_default (json_node_get_object (root),
                                                               "game", NULL));
}

/* TmLedgerStore */

static int
compare_records (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const TmLedgerRecord *ra = a;
  const TmLedgerRecord *rb = b;

  /* Newest first */
  return g_date_time_compare (rb->time, ra->time);
}

static void
save_failed_cb (TmLedger     *ledger,
                const GError *error,
                gpointer      user_data)
{
  g_warning ("Could not save a score sheet: %s", error->message);
}

static TmLedgerRecord *
insert_record (TmLedgerStore *self,
               GFile         *file,
               TmLedger      *ledger,
               GError        *error,
               GDateTime     *time)
{
  TmLedgerRecord *record = g_object_new (TM_TYPE_LEDGER_RECORD, NULL);

  g_set_weak_pointer (&record->store, self);
  record->file = g_object_ref (file);
  record->error = error;
  if (ledger != NULL)
    {
      record->ledger = g_object_ref (ledger);
      record->game_id = g_strdup (tm_ledger_get_game_id (ledger));
      record->time = g_date_time_ref (tm_ledger_get_created (ledger));
    }
  else
    {
      record->time = g_date_time_ref (time);
    }

  g_list_store_insert_sorted (self->records, record, compare_records, NULL);
  return record;
}

static void
maybe_loaded (TmLedgerStore *self)
{
  if (self->listing || self->pending > 0 || self->loaded)
    return;

  self->loaded = TRUE;
  g_debug ("Found %u score sheets", g_list_model_get_n_items (G_LIST_MODEL (self->records)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADED]);
}

typedef struct
{
  TmLedgerStore *store;
  GFile         *file;
  GDateTime     *mtime;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_object_unref (data->store);
  g_object_unref (data->file);
  g_date_time_unref (data->mtime);
  g_free (data);
}

static void
guess_loaded_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TmLedgerStore) self = user_data;
  g_autofree char *contents = NULL;
  gsize length;
  guint n;

  if (!g_file_load_contents_finish (G_FILE (object), result, &contents, &length, NULL, NULL) ||
      self->records == NULL)
    return;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->records));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (G_LIST_MODEL (self->records), i);

      if (record->ledger == NULL && g_file_equal (record->file, G_FILE (object)))
        {
          g_free (record->game_id);
          record->game_id = guess_game_id (contents, length);
          /* Tell the views that the record changed. */
          g_list_store_splice (self->records, i, 1, (gpointer *) &record, 1);
          break;
        }
    }
}

static void
load_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  LoadData *data = user_data;
  TmLedgerStore *self = data->store;
  GFile *file = data->file;
  g_autoptr(TmLedger) ledger = NULL;
  g_autoptr(TmLedgerRecord) record = NULL;
  GError *error = NULL;

  ledger = tm_ledger_load_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_error_free (error);
      load_data_free (data);
      return;
    }

  if (ledger != NULL)
    {
      tm_ledger_set_autosave (ledger, TRUE);
      g_signal_connect (ledger, "save-failed", G_CALLBACK (save_failed_cb), NULL);
    }
  else
    {
      g_debug ("Could not read %s: %s", g_file_peek_path (file), error->message);
    }

  record = insert_record (self, file, ledger, error, data->mtime);
  if (ledger == NULL)
    g_file_load_contents_async (file, self->cancellable, guess_loaded_cb,
                                g_object_ref (self));

  self->pending--;
  maybe_loaded (self);
  load_data_free (data);
}

static void
orphan_deleted_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_delete_finish (G_FILE (object), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete %s: %s", g_file_peek_path (G_FILE (object)), error->message);
}

/* Whether a record's file is named @name: a sheet added while the
 * folder was listed may not be on disk yet. */
static gboolean
has_sheet (TmLedgerStore *self,
           const char    *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->records)); i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (G_LIST_MODEL (self->records), i);
      g_autofree char *base = g_file_get_basename (record->file);

      if (g_str_equal (base, name))
        return TRUE;
    }
  return FALSE;
}

/* A game at the table is kept beside its sheet as SHEET.table: one whose
 * sheet is gone (deleted by an older version, or while the game was
 * followed) is deleted once the whole folder has been listed. */
static void
delete_orphans (TmLedgerStore   *self,
                GFileEnumerator *enumerator)
{
  GHashTableIter iter;
  const char *name;

  if (self->listed == NULL)
    return;
  g_hash_table_iter_init (&iter, self->listed);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
    {
      g_autofree char *base = NULL;
      g_autofree char *sheet = NULL;

      if (!g_str_has_suffix (name, ".table"))
        continue;
      base = g_strndup (name, strlen (name) - strlen (".table"));
      sheet = g_strconcat (base, ".json", NULL);
      if (!g_hash_table_contains (self->listed, sheet) && !has_sheet (self, sheet))
        {
          g_autoptr(GFile) orphan = g_file_get_child (g_file_enumerator_get_container (enumerator),
                                                      name);

          g_debug ("Deleting %s: its score sheet is gone", g_file_peek_path (orphan));
          g_file_delete_async (orphan, G_PRIORITY_DEFAULT, NULL, orphan_deleted_cb, NULL);
        }
    }
}

static void
next_files_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  GFileEnumerator *enumerator = G_FILE_ENUMERATOR (object);
  g_autoptr(TmLedgerStore) self = user_data;
  g_autoptr(GError) error = NULL;
  GList *infos;

  infos = g_file_enumerator_next_files_finish (enumerator, result, &error);
  if (infos == NULL)
    {
      if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not list the score sheets: %s", error->message);
      else if (error == NULL)
        delete_orphans (self, enumerator);
      g_clear_pointer (&self->listed, g_hash_table_unref);
      self->listing = FALSE;
      maybe_loaded (self);
      return;
    }

  for (GList *l = infos; l != NULL; l = l->next)
    {
      GFileInfo *info = l->data;
      const char *name = g_file_info_get_name (info);
      LoadData *data;

      if (self->listed != NULL)
        g_hash_table_add (self->listed, g_strdup (name));

      if (name[0] == '.' || !g_str_has_suffix (name, ".json") ||
          g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
        continue;

      data = g_new0 (LoadData, 1);
      data->store = g_object_ref (self);
      data->file = g_file_enumerator_get_child (enumerator, info);
      data->mtime = g_file_info_get_modification_date_time (info);
      if (data->mtime == NULL)
        data->mtime = g_date_time_new_now_utc ();

      self->pending++;
      tm_ledger_load_async (self->catalogue, data->file,
                            self->cancellable, load_cb, data);
    }
  g_list_free_full (infos, g_object_unref);

  g_file_enumerator_next_files_async (enumerator, 32, G_PRIORITY_DEFAULT, self->cancellable,
                                      next_files_cb, g_object_ref (self));
}

static void
enumerate_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TmLedgerStore) self = user_data;
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GError) error = NULL;

  enumerator = g_file_enumerate_children_finish (G_FILE (object), result, &error);
  if (enumerator == NULL)
    {
      /* No folder yet: no score sheets yet. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not list the score sheets: %s", error->message);
      self->listing = FALSE;
      maybe_loaded (self);
      return;
    }

  g_file_enumerator_next_files_async (enumerator, 32, G_PRIORITY_DEFAULT, self->cancellable,
                                      next_files_cb, g_object_ref (self));
}

static void
tm_ledger_store_dispose (GObject *object)
{
  TmLedgerStore *self = (TmLedgerStore *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->records);
  g_clear_pointer (&self->listed, g_hash_table_unref);
  g_clear_object (&self->roster);
  g_clear_error (&self->roster_error);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->dir);

  G_OBJECT_CLASS (tm_ledger_store_parent_class)->dispose (object);
}

static void
tm_ledger_store_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TmLedgerStore *self = TM_LEDGER_STORE (object);

  switch (prop_id)
    {
    case PROP_LOADED:
      g_value_set_boolean (value, self->loaded);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_ledger_store_class_init (TmLedgerStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_ledger_store_dispose;
  object_class->get_property = tm_ledger_store_get_property;

  /**
   * TmLedgerStore:loaded:
   *
   * Whether every file in the folder has been read (or failed to be).
   */
  properties[PROP_LOADED] =
    g_param_spec_boolean ("loaded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmLedgerStore::roster-changed:
   *
   * Emitted when a player of the roster was renamed or removed, so that
   * every sheet shown names its players again.
   */
  signals[ROSTER_CHANGED] = g_signal_new ("roster-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
tm_ledger_store_init (TmLedgerStore *self)
{
  self->records = g_list_store_new (TM_TYPE_LEDGER_RECORD);
  self->cancellable = g_cancellable_new ();
}

/**
 * tm_ledger_store_new:
 * @catalogue: the catalogue ledgers read their decks from
 * @dir: (nullable): the folder of ledger files; %NULL for
 *   tm_ledger_get_default_dir()
 *
 * Creates a store of the score sheets in @dir.  Nothing is read until
 * tm_ledger_store_load().
 *
 * Returns: (transfer full): the store
 */
TmLedgerStore *
tm_ledger_store_new (TmCatalogue *catalogue,
                     GFile       *dir)
{
  TmLedgerStore *self;
  g_autoptr(GFile) roster_file = NULL;

  g_return_val_if_fail (TM_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (dir == NULL || G_IS_FILE (dir), NULL);

  self = g_object_new (TM_TYPE_LEDGER_STORE, NULL);
  self->catalogue = g_object_ref (catalogue);
  self->dir = dir ? g_object_ref (dir) : tm_ledger_get_default_dir ();

  /* The roster sits beside the ledger folder, as tablemate/roster.json
   * does beside tablemate/ledgers. */
  if (dir == NULL)
    roster_file = tm_roster_get_default_file ();
  else
    {
      g_autoptr(GFile) parent = g_file_get_parent (dir);

      roster_file = g_file_get_child (parent ? parent : dir, "roster.json");
    }
  self->roster = tm_roster_new (roster_file);

  return self;
}

/**
 * tm_ledger_store_get_dir:
 * @self: a #TmLedgerStore
 *
 * Gets the folder the store keeps its files in.
 *
 * Returns: (transfer none): the folder
 */
GFile *
tm_ledger_store_get_dir (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);
  return self->dir;
}

/**
 * tm_ledger_store_get_records:
 * @self: a #TmLedgerStore
 *
 * Gets the records, newest first.
 *
 * Returns: (transfer none): a #GListModel of #TmLedgerRecord
 */
GListModel *
tm_ledger_store_get_records (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);
  return G_LIST_MODEL (self->records);
}

/**
 * tm_ledger_store_get_loaded:
 * @self: a #TmLedgerStore
 *
 * Whether the folder has been read.
 *
 * Returns: %TRUE once every file has been read or has failed
 */
gboolean
tm_ledger_store_get_loaded (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), FALSE);
  return self->loaded;
}

static void
roster_loaded_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TmLedgerStore) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_roster_load_finish (TM_ROSTER (object), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* The file is left alone, and never saved over. */
      g_debug ("Could not read the roster: %s", error->message);
      self->roster_error = g_steal_pointer (&error);
    }

  self->roster_loaded = TRUE;
  self->pending--;
  maybe_loaded (self);
}

/**
 * tm_ledger_store_load:
 * @self: a #TmLedgerStore
 *
 * Starts reading the folder in the background, once; records appear as
 * their files are read and [property@LedgerStore:loaded] turns %TRUE at
 * the end.
 */
void
tm_ledger_store_load (TmLedgerStore *self)
{
  g_return_if_fail (TM_IS_LEDGER_STORE (self));

  if (self->listing || self->loaded)
    return;

  self->listing = TRUE;
  g_clear_pointer (&self->listed, g_hash_table_unref);
  self->listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pending++;
  tm_roster_load_async (self->roster, self->cancellable, roster_loaded_cb, g_object_ref (self));
  g_file_enumerate_children_async (self->dir,
                                   G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                   G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                   G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                   G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
                                   self->cancellable, enumerate_cb, g_object_ref (self));
}

static void maybe_delete (TmLedgerRecord *record);

static void
first_saved_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TmLedgerRecord) record = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_ledger_save_finish (TM_LEDGER (object), result, &error))
    g_warning ("Could not save a score sheet: %s", error->message);

  record->first_saving = FALSE;

  /* From now on every change is saved, starting with any made meanwhile;
   * unless the sheet was deleted in the meantime, when the file can go
   * now that nothing is writing it. */
  if (!record->removed)
    tm_ledger_set_autosave (record->ledger, TRUE);
  else
    maybe_delete (record);
}

/* Writes the whole file, since it is new or was deleted, then turns
 * autosave on.  Only one save at a time: two at once would each take the
 * other's new file for a stranger's and refuse to replace it. */
static void
save_now (TmLedgerRecord *record)
{
  tm_ledger_set_autosave (record->ledger, FALSE);
  record->first_saving = TRUE;
  tm_ledger_save_async (record->ledger, NULL, first_saved_cb, g_object_ref (record));
}

/**
 * tm_ledger_store_add:
 * @self: a #TmLedgerStore
 * @ledger: a new ledger, not yet kept in a file
 *
 * Keeps @ledger in a new file in the store's folder, named after its id,
 * saves it in the background and turns its autosave on.
 *
 * Returns: (transfer none): the new record
 */
TmLedgerRecord *
tm_ledger_store_add (TmLedgerStore *self,
                     TmLedger      *ledger)
{
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TmLedgerRecord) record = NULL;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);
  g_return_val_if_fail (TM_IS_LEDGER (ledger), NULL);

  name = g_strconcat (tm_ledger_get_id (ledger), ".json", NULL);
  file = g_file_get_child (self->dir, name);
  tm_ledger_set_file (ledger, file);
  g_signal_connect (ledger, "save-failed", G_CALLBACK (save_failed_cb), NULL);

  record = insert_record (self, file, ledger, NULL, NULL);
  save_now (record);
  return record;
}

static void
deleted_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TmLedgerRecord) record = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_file_delete_finish (G_FILE (object), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Could not delete %s: %s", g_file_peek_path (G_FILE (object)), error->message);

  record->deleting = FALSE;
  if (record->delete_waiting)
    {
      /* Removed again after an undo, before this delete was done. */
      maybe_delete (record);
      return;
    }
  if (record->store != NULL)
    record->store->deleting--;
  if (record->restore_pending)
    {
      record->restore_pending = FALSE;
      save_now (record);
    }
}

static void
backup_deleted_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_file_delete_finish (G_FILE (object), result, NULL);
}

/* Deletes a removed record's file, but only once no save is writing it:
 * the store's first save, or the ledger's autosave (which may run again
 * for changes made while it wrote). */
static void
maybe_delete (TmLedgerRecord *record)
{
  g_autofree char *backup_path = NULL;
  g_autoptr(GFile) backup = NULL;
  g_autoptr(GFile) table = NULL;

  if (!record->removed || !record->delete_waiting || record->deleting)
    return;
  if (record->first_saving || tm_ledger_get_saving (record->ledger))
    return;

  record->delete_waiting = FALSE;
  g_clear_signal_handler (&record->saving_handler, record->ledger);

  record->deleting = TRUE;
  record->restore_pending = FALSE;
  g_file_delete_async (record->file, G_PRIORITY_DEFAULT, NULL, deleted_cb, g_object_ref (record));

  /* The game at the table scored in this sheet goes with it. */
  table = tm_table_file_for_sheet (record->file);
  g_file_delete_async (table, G_PRIORITY_DEFAULT, NULL, backup_deleted_cb, NULL);

  backup_path = g_strconcat (g_file_peek_path (record->file), ".bak", NULL);
  backup = g_file_new_for_path (backup_path);
  g_file_delete_async (backup, G_PRIORITY_DEFAULT, NULL, backup_deleted_cb, NULL);
}

static void
ledger_saving_cb (TmLedger       *ledger,
                  GParamSpec     *pspec,
                  TmLedgerRecord *record)
{
  maybe_delete (record);
}

/**
 * tm_ledger_store_remove:
 * @self: a #TmLedgerStore
 * @record: one of the store's records with a ledger
 *
 * Removes a score sheet and deletes its file (and backup) in the
 * background, once any save of it under way has finished, so that the
 * file cannot come back.  The ledger stays in @record, so that
 * tm_ledger_store_restore() can write it back.
 */
void
tm_ledger_store_remove (TmLedgerStore  *self,
                        TmLedgerRecord *record)
{
  guint position;

  g_return_if_fail (TM_IS_LEDGER_STORE (self));
  g_return_if_fail (TM_IS_LEDGER_RECORD (record));
  g_return_if_fail (record->ledger != NULL);

  if (!g_list_store_find (self->records, record, &position))
    return;

  g_object_ref (record);
  g_list_store_remove (self->records, position);

  tm_ledger_set_autosave (record->ledger, FALSE);
  record->removed = TRUE;
  if (!record->delete_waiting && !record->deleting)
    self->deleting++;
  record->delete_waiting = TRUE;
  record->restore_pending = FALSE;
  if (record->saving_handler == 0)
    record->saving_handler = g_signal_connect (record->ledger, "notify::saving",
                                               G_CALLBACK (ledger_saving_cb), record);
  maybe_delete (record);
  g_object_unref (record);
}

/**
 * tm_ledger_store_get_busy:
 * @self: a #TmLedgerStore
 *
 * Whether a removed score sheet's file is still waiting to be deleted, or
 * being deleted.
 *
 * Returns: %TRUE while a deletion is pending
 */
gboolean
tm_ledger_store_get_busy (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), FALSE);
  return self->deleting > 0;
}

/**
 * tm_ledger_store_restore:
 * @self: a #TmLedgerStore
 * @record: a record removed with tm_ledger_store_remove()
 *
 * Puts a removed score sheet back and writes its file again.
 */
void
tm_ledger_store_restore (TmLedgerStore  *self,
                         TmLedgerRecord *record)
{
  g_return_if_fail (TM_IS_LEDGER_STORE (self));
  g_return_if_fail (TM_IS_LEDGER_RECORD (record));
  g_return_if_fail (record->ledger != NULL);

  if (g_list_store_find (self->records, record, NULL))
    return;

  g_list_store_insert_sorted (self->records, record, compare_records, NULL);
  record->removed = FALSE;

  /* Not deleted yet: a save is still writing the file, and autosave
   * takes over from it. */
  if (record->delete_waiting)
    {
      record->delete_waiting = FALSE;
      self->deleting--;
      g_clear_signal_handler (&record->saving_handler, record->ledger);
      if (!record->first_saving)
        tm_ledger_set_autosave (record->ledger, TRUE);
      return;
    }

  if (record->deleting)
    {
      record->restore_pending = TRUE;
      return;
    }

  save_now (record);
}

typedef struct
{
  const char *name;
  guint       count;
} NameCount;

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  const NameCount *na = a;
  const NameCount *nb = b;

  if (na->count != nb->count)
    return na->count > nb->count ? -1 : 1;
  return g_utf8_collate (na->name, nb->name);
}

/**
 * tm_ledger_store_dup_names:
 * @self: a #TmLedgerStore
 *
 * Lists the names of players in earlier score sheets, those who played
 * most often first.
 *
 * Returns: (transfer full): the names
 */
char **
tm_ledger_store_dup_names (TmLedgerStore *self)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (NameCount));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GHashTableIter iter;
  gpointer key, value;
  guint n;

  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->records));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TmLedgerRecord) record = g_list_model_get_item (G_LIST_MODEL (self->records), i);

      if (record->ledger == NULL)
        continue;

      for (guint p = 0; p < tm_ledger_get_n_players (record->ledger); p++)
        {
          const char *name = tm_ledger_player_get_name (tm_ledger_get_player (record->ledger, p));
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, name));

          g_hash_table_insert (counts, (gpointer) name, GUINT_TO_POINTER (count + 1));
        }
    }

  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      NameCount entry = { key, GPOINTER_TO_UINT (value) };
      g_array_append_val (list, entry);
    }
  g_array_sort (list, compare_names);

  for (guint i = 0; i < list->len; i++)
    g_strv_builder_add (builder, g_array_index (list, NameCount, i).name);

  return g_strv_builder_end (builder);
}

/**
 * tm_ledger_store_get_roster:
 * @self: a #TmLedgerStore
 *
 * Gets the roster of players shared by every game, read by
 * tm_ledger_store_load().
 *
 * Returns: (transfer none): the roster
 */
TmRoster *
tm_ledger_store_get_roster (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);
  return self->roster;
}

/**
 * tm_ledger_store_get_roster_error:
 * @self: a #TmLedgerStore
 *
 * Gets why the roster's file could not be read; it is then never saved
 * over.
 *
 * Returns: (transfer none) (nullable): the error, or %NULL
 */
const GError *
tm_ledger_store_get_roster_error (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), NULL);
  return self->roster_error;
}

static void save_roster (TmLedgerStore *self);

static void
roster_saved_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TmLedgerStore) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_roster_save_finish (TM_ROSTER (object), result, &error))
    {
      if (g_error_matches (error, TM_ROSTER_ERROR, TM_ROSTER_ERROR_PROTECTED))
        g_debug ("Not saving the roster: %s", error->message);
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not save the roster: %s", error->message);
    }

  self->roster_saving = FALSE;
  if (self->roster_save_pending)
    save_roster (self);
}

/* One save at a time, the last change always written. */
static void
save_roster (TmLedgerStore *self)
{
  if (self->roster_saving)
    {
      self->roster_save_pending = TRUE;
      return;
    }

  self->roster_save_pending = FALSE;
  self->roster_saving = TRUE;
  tm_roster_save_async (self->roster, NULL, roster_saved_cb, g_object_ref (self));
}

/**
 * tm_ledger_store_roster_changed:
 * @self: a #TmLedgerStore
 *
 * Tells the store that a player of the roster was renamed or removed:
 * saves the roster in the background (unless its file could not be read,
 * as then it is never written) and emits #TmLedgerStore::roster-changed.
 */
void
tm_ledger_store_roster_changed (TmLedgerStore *self)
{
  g_return_if_fail (TM_IS_LEDGER_STORE (self));

  if (self->roster_loaded && self->roster_error == NULL)
    save_roster (self);
  g_signal_emit (self, signals[ROSTER_CHANGED], 0);
}

/**
 * tm_ledger_store_link_players:
 * @self: a #TmLedgerStore
 * @ledger: a new score sheet, not yet in the store
 *
 * Gives each player of @ledger the roster id of the roster player of
 * that name, adding new names to the roster and marking everyone used
 * now, then saves the roster in the background.  The links are changes
 * to @ledger like any other.
 */
void
tm_ledger_store_link_players (TmLedgerStore *self,
                              TmLedger      *ledger)
{
  g_return_if_fail (TM_IS_LEDGER_STORE (self));
  g_return_if_fail (TM_IS_LEDGER (ledger));

  for (guint p = 0; p < tm_ledger_get_n_players (ledger); p++)
    {
      const char *name = tm_ledger_player_get_name (tm_ledger_get_player (ledger, p));
      g_autofree char *stripped = g_strstrip (g_strdup (name));
      TmRosterPlayer *player;

      if (stripped[0] == '\0')
        continue;

      player = tm_roster_find_or_add (self->roster, stripped);
      tm_ledger_set_player_roster_id (ledger, p, tm_roster_player_get_id (player));
    }

  /* A roster that could not be read is left alone. */
  if (self->roster_loaded && self->roster_error == NULL)
    save_roster (self);
}

/**
 * tm_ledger_store_get_roster_saving:
 * @self: a #TmLedgerStore
 *
 * Whether the roster is being saved.
 *
 * Returns: %TRUE while the roster is being written
 */
gboolean
tm_ledger_store_get_roster_saving (TmLedgerStore *self)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), FALSE);
  return self->roster_saving;
}

typedef struct
{
  TmLedgerRecord *record;
  gboolean        trash;
} DiscardData;

static void
discard_data_free (gpointer data)
{
  DiscardData *discard = data;

  g_object_unref (discard->record);
  g_free (discard);
}

static void
discarded_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TmLedgerStore *self = g_task_get_source_object (task);
  DiscardData *discard = g_task_get_task_data (task);
  GError *error = NULL;
  gboolean ok;
  guint position;

  if (discard->trash)
    ok = g_file_trash_finish (G_FILE (object), result, &error);
  else
    ok = g_file_delete_finish (G_FILE (object), result, &error);

  /* Gone already is as good as gone. */
  if (!ok && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_clear_error (&error);
      ok = TRUE;
    }

  if (!ok)
    {
      g_task_return_error (task, error);
      return;
    }

  if (self->records != NULL && g_list_store_find (self->records, discard->record, &position))
    g_list_store_remove (self->records, position);
  g_task_return_boolean (task, TRUE);
}

/**
 * tm_ledger_store_discard_async:
 * @self: a #TmLedgerStore
 * @record: a record whose file could not be read
 * @trash: %TRUE to move the file to the trash, %FALSE to delete it
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when done
 * @user_data: data for @callback
 *
 * Gets rid of a damaged file, or one from a newer Tablemate, when the
 * person asks for it: moves it to the trash (g_file_trash_async()) or
 * deletes it, and then takes its record out of the store.  On failure
 * (a file system without a trash fails with %G_IO_ERROR_NOT_SUPPORTED)
 * the file and the record stay.
 */
void
tm_ledger_store_discard_async (TmLedgerStore       *self,
                               TmLedgerRecord      *record,
                               gboolean             trash,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  DiscardData *discard;

  g_return_if_fail (TM_IS_LEDGER_STORE (self));
  g_return_if_fail (TM_IS_LEDGER_RECORD (record));
  g_return_if_fail (record->ledger == NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_ledger_store_discard_async);
  discard = g_new0 (DiscardData, 1);
  discard->record = g_object_ref (record);
  discard->trash = trash;
  g_task_set_task_data (task, discard, discard_data_free);

  if (trash)
    g_file_trash_async (record->file, G_PRIORITY_DEFAULT, cancellable, discarded_cb,
                        g_steal_pointer (&task));
  else
    g_file_delete_async (record->file, G_PRIORITY_DEFAULT, cancellable, discarded_cb,
                         g_steal_pointer (&task));
}

/**
 * tm_ledger_store_discard_finish:
 * @self: a #TmLedgerStore
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes tm_ledger_store_discard_async().
 *
 * Returns: %TRUE if the file is gone and its record with it
 */
gboolean
tm_ledger_store_discard_finish (TmLedgerStore  *self,
                                GAsyncResult   *result,
                                GError        **error)
{
  g_return_val_if_fail (TM_IS_LEDGER_STORE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
