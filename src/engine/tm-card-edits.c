/* tm-card-edits.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-file-private.h"
#include "tm-json-private.h"

#include "tm-card-edits.h"

/**
 * TmCardEdits:
 *
 * The changes a person made to cards: a new name for any card, and for
 * Special Ops and blank cards a new text and effect; and for a card whose
 * printed name is a disguise (tagged `placeholder-name`), the answer: who
 * the name stands for, from the answer list of the owner's box, which the
 * mixer's quiz reveals.  Tablemate ships no answers.  Edits are a layer
 * over the shipped decks, kept by deck id and card id in
 * `card-edits.json` in the user's data folder, so they survive upgrades;
 * an edit for a card that no longer exists is kept in the file and
 * ignored (the catalogue reports it).
 *
 * The file format is versioned:
 *
 * |[
 * { "version": 1,
 *   "cards": [ { "deck": "gitmo-specialops", "card": "commendation",
 *                "name": "Medal", "text": "…", "effect": [ … ] },
 *              { "deck": "gitmo-basic", "card": "traitor-1a", "answer": "…" } ] }
 * ]|
 *
 * A file that cannot be read is never overwritten: saving fails with
 * %TM_CARD_EDITS_ERROR_PROTECTED until the person moves it away.
 */

typedef struct
{
  char      *deck_id;
  char      *card_id;
  char      *name;
  char      *text;
  JsonArray *effect;
  char      *answer;
} Edit;

struct _TmCardEdits
{
  GObject     parent_instance;

  GPtrArray  *edits;            /* Edit, in the order first made */
  char       *load_failure;     /* why the file could not be read, or NULL */
};

G_DEFINE_FINAL_TYPE (TmCardEdits, tm_card_edits, G_TYPE_OBJECT)

G_DEFINE_QUARK (tm-card-edits-error-quark, tm_card_edits_error)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
edit_free (gpointer data)
{
  Edit *edit = data;

  g_free (edit->deck_id);
  g_free (edit->card_id);
  g_free (edit->name);
  g_free (edit->text);
  g_clear_pointer (&edit->effect, json_array_unref);
  g_free (edit->answer);
  g_free (edit);
}

static void
tm_card_edits_finalize (GObject *object)
{
  TmCardEdits *self = (TmCardEdits *)object;

  g_clear_pointer (&self->edits, g_ptr_array_unref);
  g_free (self->load_failure);

  G_OBJECT_CLASS (tm_card_edits_parent_class)->finalize (object);
}

static void
tm_card_edits_class_init (TmCardEditsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_card_edits_finalize;

  /**
   * TmCardEdits::changed:
   * @self: the edits
   * @deck_id: (nullable): the deck of the card that changed, or %NULL when all may have
   * @card_id: (nullable): the card that changed, or %NULL when all may have
   *
   * Emitted when an edit is made, changed or removed, or edits are loaded.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
tm_card_edits_init (TmCardEdits *self)
{
  self->edits = g_ptr_array_new_with_free_func (edit_free);
}

/**
 * tm_card_edits_new:
 *
 * Creates an empty set of edits.
 *
 * Returns: (transfer full): the edits
 */
TmCardEdits *
tm_card_edits_new (void)
{
  return g_object_new (TM_TYPE_CARD_EDITS, NULL);
}

/**
 * tm_card_edits_get_default_file:
 *
 * Gets where the app keeps card edits:
 * `card-edits.json` in `tablemate` in the user's data folder.
 *
 * Returns: (transfer full): the file
 */
GFile *
tm_card_edits_get_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tablemate",
                                            "card-edits.json", NULL);

  return g_file_new_for_path (path);
}

static Edit *
find_edit (TmCardEdits *self,
           const char  *deck_id,
           const char  *card_id,
           guint       *index)
{
  for (guint i = 0; i < self->edits->len; i++)
    {
      Edit *edit = g_ptr_array_index (self->edits, i);

      if (g_str_equal (edit->deck_id, deck_id) && g_str_equal (edit->card_id, card_id))
        {
          if (index != NULL)
            *index = i;
          return edit;
        }
    }

  return NULL;
}

#define fail(error, code, filename, ...) \
  _tm_json_fail (error, TM_CARD_EDITS_ERROR, code, filename, __VA_ARGS__)

static Edit *
add_edit (TmCardEdits *self,
          const char  *deck_id,
          const char  *card_id)
{
  Edit *edit = g_new0 (Edit, 1);

  edit->deck_id = g_strdup (deck_id);
  edit->card_id = g_strdup (card_id);
  g_ptr_array_add (self->edits, edit);
  return edit;
}

static gboolean
parse_edits (GBytes      *bytes,
             const char  *filename,
             GPtrArray   *out,
             GError     **error)
{
  static const char *fields[] = { "deck", "card", "name", "text", "effect", "answer", NULL };
  g_autoptr(JsonNode) root_node = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonArray *cards;
  gint64 version = 0;
  gconstpointer data;
  gsize len;

  data = g_bytes_get_data (bytes, &len);
  if (!(root_node = tm_json_parse (data, len, &local_error)))
    return fail (error, TM_CARD_EDITS_ERROR_PARSE, filename, "not valid JSON: %s",
                 local_error->message);

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename, "the top level must be an object");
  root = json_node_get_object (root_node);

  if (!tm_json_member_int (root, "version", &version))
    return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename, "field “version”: is required");
  if (version != 1)
    return fail (error, TM_CARD_EDITS_ERROR_VERSION, filename,
                 "field “version”: version %" G_GINT64_FORMAT " is not understood; "
                 "the file may come from a newer Tablemate", version);

  if ((cards = tm_json_member_array (root, "cards")) == NULL)
    return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename,
                 "field “cards”: an array of edits is required");

  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonNode *node = json_array_get_element (cards, i);
      JsonObjectIter iter;
      const char *member;
      JsonNode *value;
      JsonObject *object;
      Edit *edit;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename, "edit %u: must be an object",
                     i + 1);
      object = json_node_get_object (node);

      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &member, &value))
        {
          if (!g_strv_contains (fields, member))
            return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename,
                         "edit %u: field “%s”: not a field of card edits", i + 1, member);
        }

      if (tm_json_member_string (object, "deck") == NULL ||
          tm_json_member_string (object, "card") == NULL)
        return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename,
                     "edit %u: fields “deck” and “card” are required strings", i + 1);

      if ((json_object_has_member (object, "name") && tm_json_member_string (object, "name") == NULL) ||
          (json_object_has_member (object, "text") && tm_json_member_string (object, "text") == NULL) ||
          (json_object_has_member (object, "answer") && tm_json_member_string (object, "answer") == NULL))
        return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename,
                     "edit %u (“%s/%s”): fields “name”, “text” and “answer” must be strings", i + 1,
                     tm_json_member_string (object, "deck"), tm_json_member_string (object, "card"));

      if (json_object_has_member (object, "effect") && tm_json_member_array (object, "effect") == NULL)
        return fail (error, TM_CARD_EDITS_ERROR_INVALID, filename,
                     "edit %u (“%s/%s”): field “effect”: must be an array of operations", i + 1,
                     tm_json_member_string (object, "deck"), tm_json_member_string (object, "card"));

      edit = g_new0 (Edit, 1);
      edit->deck_id = g_strdup (tm_json_member_string (object, "deck"));
      edit->card_id = g_strdup (tm_json_member_string (object, "card"));
      edit->name = g_strdup (tm_json_member_string (object, "name"));
      edit->text = g_strdup (tm_json_member_string (object, "text"));
      edit->answer = g_strdup (tm_json_member_string (object, "answer"));
      if (tm_json_member_array (object, "effect") != NULL)
        edit->effect = json_array_ref (tm_json_member_array (object, "effect"));
      g_ptr_array_add (out, edit);
    }

  return TRUE;
}

/**
 * tm_card_edits_load_bytes:
 * @self: a #TmCardEdits
 * @bytes: the contents of an edits file
 * @filename: the file's name, for error messages
 * @error: return location for a #GError in %TM_CARD_EDITS_ERROR
 *
 * Replaces the edits with those in @bytes.  On failure the edits are left
 * empty and saving is refused, so the file that could not be read is not
 * overwritten.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_card_edits_load_bytes (TmCardEdits  *self,
                          GBytes       *bytes,
                          const char   *filename,
                          GError      **error)
{
  g_autoptr(GPtrArray) edits = g_ptr_array_new_with_free_func (edit_free);
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  g_ptr_array_set_size (self->edits, 0);
  g_clear_pointer (&self->load_failure, g_free);

  if (!parse_edits (bytes, filename, edits, &local_error))
    {
      self->load_failure = g_strdup (local_error->message);
      g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  g_ptr_array_extend_and_steal (self->edits, g_steal_pointer (&edits));
  g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
  return TRUE;
}

/**
 * tm_card_edits_load_file:
 * @self: a #TmCardEdits
 * @file: an edits file
 * @error: return location for a #GError
 *
 * Loads edits from @file.  A file that does not exist holds no edits.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_card_edits_load_file (TmCardEdits  *self,
                         GFile        *file,
                         GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = g_file_get_parse_name (file);
  bytes = g_file_load_bytes (file, NULL, NULL, &local_error);
  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_ptr_array_set_size (self->edits, 0);
          g_clear_pointer (&self->load_failure, g_free);
          g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
          return TRUE;
        }

      g_ptr_array_set_size (self->edits, 0);
      g_free (self->load_failure);
      self->load_failure = g_strdup (local_error->message);
      g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return tm_card_edits_load_bytes (self, bytes, name, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  GBytes *bytes = g_file_load_bytes (task_data, cancellable, NULL, &error);

  if (bytes == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, bytes, (GDestroyNotify) g_bytes_unref);
}

/**
 * tm_card_edits_load_file_async:
 * @self: a #TmCardEdits
 * @file: an edits file
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the edits are loaded
 * @user_data: data for @callback
 *
 * Reads @file without blocking, then loads it as tm_card_edits_load_file()
 * does.
 */
void
tm_card_edits_load_file_async (TmCardEdits         *self,
                               GFile               *file,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TM_IS_CARD_EDITS (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_card_edits_load_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

/**
 * tm_card_edits_load_file_finish:
 * @self: a #TmCardEdits
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes loading edits.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_card_edits_load_file_finish (TmCardEdits   *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  GFile *file;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  file = g_task_get_task_data (G_TASK (result));
  name = g_file_get_parse_name (file);
  bytes = g_task_propagate_pointer (G_TASK (result), &local_error);

  if (bytes == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;

      g_ptr_array_set_size (self->edits, 0);
      g_free (self->load_failure);
      self->load_failure = g_strdup (local_error->message);
      g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return tm_card_edits_load_bytes (self, bytes, name, error);
}

/**
 * tm_card_edits_get_load_failure:
 * @self: a #TmCardEdits
 *
 * Tells why the edits file could not be read the last time it was loaded.
 * While it is set, the edits are empty and saving is refused, so that the
 * file is kept as it is.
 *
 * Returns: (nullable): the reason, or %NULL if the last load worked
 */
const char *
tm_card_edits_get_load_failure (TmCardEdits *self)
{
  g_return_val_if_fail (TM_IS_CARD_EDITS (self), NULL);

  return self->load_failure;
}

/**
 * tm_card_edits_to_bytes:
 * @self: a #TmCardEdits
 *
 * Writes the edits in the edits file format.
 *
 * Returns: (transfer full): the file's contents
 */
GBytes *
tm_card_edits_to_bytes (TmCardEdits *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  char *data;
  gsize len;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->edits->len; i++)
    {
      Edit *edit = g_ptr_array_index (self->edits, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "deck");
      json_builder_add_string_value (builder, edit->deck_id);
      json_builder_set_member_name (builder, "card");
      json_builder_add_string_value (builder, edit->card_id);
      if (edit->name != NULL)
        {
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, edit->name);
        }
      if (edit->text != NULL)
        {
          json_builder_set_member_name (builder, "text");
          json_builder_add_string_value (builder, edit->text);
        }
      if (edit->effect != NULL)
        {
          JsonNode *node = json_node_new (JSON_NODE_ARRAY);

          json_node_set_array (node, edit->effect);
          json_builder_set_member_name (builder, "effect");
          json_builder_add_value (builder, node);
        }
      if (edit->answer != NULL)
        {
          json_builder_set_member_name (builder, "answer");
          json_builder_add_string_value (builder, edit->answer);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  data = json_generator_to_data (generator, &len);

  return g_bytes_new_take (data, len);
}

static gboolean
save_bytes (GFile         *file,
            GBytes        *bytes,
            GCancellable  *cancellable,
            GError       **error)
{
  /* The format keeps no FILE.bak: the edits are small and each is made
   * again by hand. */
  return _tm_file_write_atomic (file, bytes, TM_FILE_WRITE_NONE, cancellable, error);
}

static gboolean
check_writable (TmCardEdits  *self,
                GFile        *file,
                GError      **error)
{
  if (self->load_failure != NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, TM_CARD_EDITS_ERROR, TM_CARD_EDITS_ERROR_PROTECTED,
                   "%s could not be read (%s), so it is left as it is and card edits are not "
                   "saved; move the file away to start afresh",
                   name, self->load_failure);
      return FALSE;
    }

  return TRUE;
}

/**
 * tm_card_edits_save_file:
 * @self: a #TmCardEdits
 * @file: where to save
 * @error: return location for a #GError
 *
 * Saves the edits atomically (to a temporary file, flushed to disk and
 * renamed over @file), making the folder if needed.  Fails with %TM_CARD_EDITS_ERROR_PROTECTED
 * if the last load failed, so an unreadable file is never overwritten.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_card_edits_save_file (TmCardEdits  *self,
                         GFile        *file,
                         GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!check_writable (self, file, error))
    return FALSE;

  bytes = tm_card_edits_to_bytes (self);
  return save_bytes (file, bytes, NULL, error);
}

/**
 * tm_card_edits_save_file_async:
 * @self: a #TmCardEdits
 * @file: where to save
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the edits are saved
 * @user_data: data for @callback
 *
 * Saves the edits as they are now without blocking; see
 * tm_card_edits_save_file().
 */
void
tm_card_edits_save_file_async (TmCardEdits         *self,
                               GFile               *file,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TM_IS_CARD_EDITS (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tm_card_edits_save_file_async);

  if (!check_writable (self, file, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  bytes = tm_card_edits_to_bytes (self);
  _tm_file_write_in_thread (task, file, bytes, TM_FILE_WRITE_NONE);
}

/**
 * tm_card_edits_save_file_finish:
 * @self: a #TmCardEdits
 * @result: the result passed to the callback
 * @error: return location for a #GError
 *
 * Finishes saving edits.
 *
 * Returns: %TRUE on success
 */
gboolean
tm_card_edits_save_file_finish (TmCardEdits   *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * tm_card_edits_get_n_edits:
 * @self: a #TmCardEdits
 *
 * Counts the edited cards, including edits for cards that no longer exist.
 *
 * Returns: the number of edited cards
 */
guint
tm_card_edits_get_n_edits (TmCardEdits *self)
{
  g_return_val_if_fail (TM_IS_CARD_EDITS (self), 0);

  return self->edits->len;
}

/**
 * tm_card_edits_list_keys:
 * @self: a #TmCardEdits
 *
 * Lists the edited cards as `DECK/CARD`.
 *
 * Returns: (transfer full) (array zero-terminated=1): the keys
 */
char **
tm_card_edits_list_keys (TmCardEdits *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), NULL);

  for (guint i = 0; i < self->edits->len; i++)
    {
      Edit *edit = g_ptr_array_index (self->edits, i);
      g_autofree char *key = g_strdup_printf ("%s/%s", edit->deck_id, edit->card_id);

      g_strv_builder_add (builder, key);
    }

  return g_strv_builder_end (builder);
}

/**
 * tm_card_edits_lookup:
 * @self: a #TmCardEdits
 * @deck_id: a deck id
 * @card_id: a card id
 * @name: (out) (optional) (nullable) (transfer none): the edited name, or %NULL
 * @text: (out) (optional) (nullable) (transfer none): the edited text, or %NULL
 * @effect: (out) (optional) (nullable) (transfer none): the edited effect, or %NULL
 *
 * Looks up the edit of one card.  A field that was not edited is %NULL.
 *
 * Returns: %TRUE if the card has an edit
 */
gboolean
tm_card_edits_lookup (TmCardEdits  *self,
                      const char   *deck_id,
                      const char   *card_id,
                      const char  **name,
                      const char  **text,
                      JsonArray   **effect)
{
  Edit *edit;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), FALSE);
  g_return_val_if_fail (deck_id != NULL && card_id != NULL, FALSE);

  edit = find_edit (self, deck_id, card_id, NULL);

  if (name != NULL)
    *name = edit ? edit->name : NULL;
  if (text != NULL)
    *text = edit ? edit->text : NULL;
  if (effect != NULL)
    *effect = edit ? edit->effect : NULL;

  return edit != NULL;
}

/**
 * tm_card_edits_set:
 * @self: a #TmCardEdits
 * @deck_id: a deck id
 * @card_id: a card id
 * @name: (nullable): the new name, or %NULL to keep the shipped one
 * @text: (nullable): the new text, or %NULL to keep the shipped one
 * @effect: (nullable): the new effect, or %NULL to keep the shipped one
 *
 * Records an edit as it is, without checking it; the catalogue's
 * tm_catalogue_edit_card() checks edits against the card and the effect
 * vocabulary first.  The card's answer (tm_card_edits_set_answer()) is
 * kept.  With every field %NULL and no answer, the edit is removed.
 */
void
tm_card_edits_set (TmCardEdits *self,
                   const char  *deck_id,
                   const char  *card_id,
                   const char  *name,
                   const char  *text,
                   JsonArray   *effect)
{
  Edit *edit;

  g_return_if_fail (TM_IS_CARD_EDITS (self));
  g_return_if_fail (deck_id != NULL && card_id != NULL);

  edit = find_edit (self, deck_id, card_id, NULL);
  if (name == NULL && text == NULL && effect == NULL &&
      (edit == NULL || edit->answer == NULL))
    {
      tm_card_edits_remove (self, deck_id, card_id);
      return;
    }

  if (edit == NULL)
    edit = add_edit (self, deck_id, card_id);

  g_free (edit->name);
  edit->name = g_strdup (name);
  g_free (edit->text);
  edit->text = g_strdup (text);
  g_clear_pointer (&edit->effect, json_array_unref);
  if (effect != NULL)
    edit->effect = json_array_ref (effect);

  g_signal_emit (self, signals[CHANGED], 0, deck_id, card_id);
}

/**
 * tm_card_edits_get_answer:
 * @self: a #TmCardEdits
 * @deck_id: a deck id
 * @card_id: a card id
 *
 * Gets who a card's disguised name stands for, as the owner entered it
 * from the answer list of their box.
 *
 * Returns: (nullable) (transfer none): the answer, or %NULL if none was
 *   entered
 */
const char *
tm_card_edits_get_answer (TmCardEdits *self,
                          const char  *deck_id,
                          const char  *card_id)
{
  Edit *edit;

  g_return_val_if_fail (TM_IS_CARD_EDITS (self), NULL);
  g_return_val_if_fail (deck_id != NULL && card_id != NULL, NULL);

  edit = find_edit (self, deck_id, card_id, NULL);
  return edit != NULL ? edit->answer : NULL;
}

/**
 * tm_card_edits_set_answer:
 * @self: a #TmCardEdits
 * @deck_id: a deck id
 * @card_id: a card id
 * @answer: (nullable): who the card's disguised name stands for, or %NULL
 *   (or only spaces) to forget the answer
 *
 * Records the answer to a card's disguised name, keeping the card's other
 * edits.  Leading and trailing spaces are dropped.  A card left with
 * nothing edited loses its edit.
 */
void
tm_card_edits_set_answer (TmCardEdits *self,
                          const char  *deck_id,
                          const char  *card_id,
                          const char  *answer)
{
  g_autofree char *stripped = NULL;
  Edit *edit;

  g_return_if_fail (TM_IS_CARD_EDITS (self));
  g_return_if_fail (deck_id != NULL && card_id != NULL);

  if (answer != NULL)
    stripped = g_strstrip (g_strdup (answer));
  if (stripped != NULL && *stripped == '\0')
    g_clear_pointer (&stripped, g_free);

  edit = find_edit (self, deck_id, card_id, NULL);
  if (g_strcmp0 (edit != NULL ? edit->answer : NULL, stripped) == 0)
    return;
  if (stripped == NULL && edit->name == NULL && edit->text == NULL && edit->effect == NULL)
    {
      tm_card_edits_remove (self, deck_id, card_id);
      return;
    }
  if (edit == NULL)
    edit = add_edit (self, deck_id, card_id);
  g_free (edit->answer);
  edit->answer = g_steal_pointer (&stripped);

  g_signal_emit (self, signals[CHANGED], 0, deck_id, card_id);
}

/**
 * tm_card_edits_remove:
 * @self: a #TmCardEdits
 * @deck_id: a deck id
 * @card_id: a card id
 *
 * Removes a card's edit, so the card is as shipped again.
 */
void
tm_card_edits_remove (TmCardEdits *self,
                      const char  *deck_id,
                      const char  *card_id)
{
  guint index;

  g_return_if_fail (TM_IS_CARD_EDITS (self));
  g_return_if_fail (deck_id != NULL && card_id != NULL);

  if (find_edit (self, deck_id, card_id, &index) == NULL)
    return;

  g_ptr_array_remove_index (self->edits, index);
  g_signal_emit (self, signals[CHANGED], 0, deck_id, card_id);
}

/**
 * tm_card_edits_clear:
 * @self: a #TmCardEdits
 *
 * Removes every edit, including those for cards that no longer exist.
 */
void
tm_card_edits_clear (TmCardEdits *self)
{
  g_return_if_fail (TM_IS_CARD_EDITS (self));

  if (self->edits->len == 0)
    return;

  g_ptr_array_set_size (self->edits, 0);
  g_signal_emit (self, signals[CHANGED], 0, NULL, NULL);
}
