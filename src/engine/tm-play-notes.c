/* tm-play-notes.c: what a person at a virtual table notes for themselves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-play-notes-private.h"

/**
 * TmPlayNotes:
 *
 * What the person at one seat of a virtual game noted for themselves: the
 * cards they ticked by hand on a checklist (Escaped's suspects), by their
 * deck ids, and whether the table also ticks for them the cards they have
 * seen.  Notes are not moves and change nothing in play: a #TmPlayState
 * keeps them per seat (tm_play_state_set_notes()), saves them with the
 * game and gives them to that seat's observation only.  An immutable
 * value, shared by reference.
 */
struct _TmPlayNotes
{
  gatomicrefcount   ref_count;
  char            **ticked;
  gboolean          tick_seen;
};

G_DEFINE_BOXED_TYPE (TmPlayNotes, tm_play_notes, tm_play_notes_ref, tm_play_notes_unref)

/**
 * tm_play_notes_new:
 * @ticked: (array zero-terminated=1) (nullable): the ids of the cards
 *   ticked by hand, in order, or %NULL for none
 * @tick_seen: whether the table ticks the cards the seat has seen as well
 *
 * Creates a seat's notes.
 *
 * Returns: (transfer full): the notes
 */
TmPlayNotes *
tm_play_notes_new (const char * const *ticked,
                   gboolean            tick_seen)
{
  TmPlayNotes *self = g_new0 (TmPlayNotes, 1);
  const char *none[] = { NULL };

  g_atomic_ref_count_init (&self->ref_count);
  self->ticked = g_strdupv ((char **) (ticked != NULL ? ticked : none));
  self->tick_seen = !!tick_seen;
  return self;
}

/**
 * tm_play_notes_ref:
 * @self: a #TmPlayNotes
 *
 * Acquires a reference on @self.
 *
 * Returns: (transfer full): @self
 */
TmPlayNotes *
tm_play_notes_ref (TmPlayNotes *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tm_play_notes_unref:
 * @self: (transfer full): a #TmPlayNotes
 *
 * Releases a reference on @self, freeing it with the last one.
 */
void
tm_play_notes_unref (TmPlayNotes *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_strfreev (self->ticked);
  g_free (self);
}

/**
 * tm_play_notes_get_ticked:
 * @self: a #TmPlayNotes
 *
 * Gets the ids of the cards ticked by hand.  An id the deck no longer
 * has is kept here; the table leaves it out.
 *
 * Returns: (transfer none) (array zero-terminated=1): the ids, in order
 */
const char * const *
tm_play_notes_get_ticked (TmPlayNotes *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return (const char * const *) self->ticked;
}

/**
 * tm_play_notes_get_tick_seen:
 * @self: a #TmPlayNotes
 *
 * Gets whether the table ticks the cards the seat has seen, on top of
 * those ticked by hand.
 *
 * Returns: %TRUE when it does
 */
gboolean
tm_play_notes_get_tick_seen (TmPlayNotes *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->tick_seen;
}

/**
 * tm_play_notes_equal:
 * @a: (nullable): a #TmPlayNotes
 * @b: (nullable): another
 *
 * Compares two seats' notes; %NULL (no notes) equals only %NULL.
 *
 * Returns: %TRUE when they tick the same ids in the same order and agree
 *   on ticking the cards seen
 */
gboolean
tm_play_notes_equal (TmPlayNotes *a,
                     TmPlayNotes *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->tick_seen == b->tick_seen &&
         g_strv_equal ((const char * const *) a->ticked, (const char * const *) b->ticked);
}

/* The notes as a saved game keeps them (docs/play-format.md): the array
 * of ids, or, when the table does not tick the cards seen, an object
 * {"ticked": [ids…], "tick_seen": false}. */
JsonNode *
_tm_play_notes_to_json (TmPlayNotes *self)
{
  g_autoptr(JsonArray) ids = json_array_new ();
  g_autoptr(JsonObject) object = NULL;

  for (guint i = 0; self->ticked[i] != NULL; i++)
    json_array_add_string_element (ids, self->ticked[i]);
  if (self->tick_seen)
    return json_node_init_array (json_node_alloc (), ids);

  object = json_object_new ();
  json_object_set_array_member (object, "ticked", g_steal_pointer (&ids));
  json_object_set_boolean_member (object, "tick_seen", FALSE);
  return json_node_init_object (json_node_alloc (), object);
}

/* Notes read back from a saved game, as _tm_play_notes_to_json() writes
 * them; an element of the list that is not a string is left out, as is
 * anything else in an object, and a value of neither shape (or null) is
 * no notes: notes change nothing in play, so a game is never refused for
 * them. */
TmPlayNotes *
_tm_play_notes_new_from_json (JsonNode *node)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  JsonArray *array = NULL;
  gboolean tick_seen = TRUE;

  if (JSON_NODE_HOLDS_ARRAY (node))
    array = json_node_get_array (node);
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonNode *ticked = json_object_get_member (object, "ticked");
      JsonNode *seen = json_object_get_member (object, "tick_seen");

      if (ticked != NULL && JSON_NODE_HOLDS_ARRAY (ticked))
        array = json_node_get_array (ticked);
      if (seen != NULL && JSON_NODE_HOLDS_VALUE (seen) &&
          json_node_get_value_type (seen) == G_TYPE_BOOLEAN)
        tick_seen = json_node_get_boolean (seen);
    }
  else
    return NULL;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
        g_ptr_array_add (ids, (gpointer) json_node_get_string (item));
    }
  g_ptr_array_add (ids, NULL);
  return tm_play_notes_new ((const char * const *) ids->pdata, tick_seen);
}
