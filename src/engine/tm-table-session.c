/* tm-table-session.c: one game at a real table, event by event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tm-play-util.h"
#include "tm-table-session-private.h"

/**
 * TmTableSession:
 *
 * One game played with the printed cards, as the table assistant follows
 * it: the seats, the options, the dealer, and the public events the table
 * records (a card played face up, a draw, an accusation, a number
 * turned…).  From the events it works out what happens now
 * ([method@Tm.TableSession.get_now]): whose turn it is, what they owe or
 * may do and which rules section applies, with the game's own rules
 * ([struct@Tm.TableRules], through its module).
 *
 * The session keeps only the events; everything else is worked out again
 * from them, so undo and redo are exact.  With a file
 * ([method@Tm.TableSession.set_file]) it is written after every change,
 * atomically (a temporary file, then a rename), and
 * [ctor@Tm.TableSession.new_from_file] picks it up after a restart.  A
 * file that cannot be read, or whose events the rules refuse, is refused
 * with a %TM_TABLE_ERROR naming it and left as it is.  The format is in
 * docs/table-format.md.
 */

/* The kinds of event every session knows. */
const TmTableKindInfo _tm_table_session_kinds[] = {
  { "dealt", N_("The cards are set up and dealt; the hand begins"), NULL },
  { "score", N_("The hand's points, one number per seat, as the score sheet counted them"),
    "points=N,N,…" },
  { "pass", N_("The turn is over; the next player's turn begins"), NULL },
  { "end-hand", N_("The hand is over"), NULL },
  { NULL }
};

G_DEFINE_FINAL_TYPE (TmTableSession, tm_table_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_N_EVENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/**
 * tm_table_violate: (skip)
 * @violation: (nullable): where to say why
 * @section: the rules section that forbids the event
 * @ruling: (nullable): the ruling that decides the point
 * @message: why, in English
 *
 * Fills in why the rules refuse an event.
 *
 * Returns: %FALSE, for `return tm_table_violate (…);`
 */
gboolean
tm_table_violate (TmPlayViolation *violation,
                  const char      *section,
                  const char      *ruling,
                  const char      *message)
{
  return tm_play_violate (violation, section, ruling, message);
}

/* The session */

static void
tm_table_session_finalize (GObject *object)
{
  TmTableSession *self = (TmTableSession *)object;

  g_clear_object (&self->catalogue);
  g_clear_object (&self->procedure);
  g_clear_object (&self->game);
  g_strfreev (self->names);
  g_clear_pointer (&self->options, g_variant_unref);
  g_clear_pointer (&self->setup, tm_table_setup_unref);
  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_object (&self->file);
  g_free (self->state);

  G_OBJECT_CLASS (tm_table_session_parent_class)->finalize (object);
}

static void
tm_table_session_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TmTableSession *self = TM_TABLE_SESSION (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tm_table_session_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tm_table_session_get_can_redo (self));
      break;
    case PROP_N_EVENTS:
      g_value_set_uint (value, tm_table_session_get_n_events (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_table_session_class_init (TmTableSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = tm_table_session_finalize;
  object_class->get_property = tm_table_session_get_property;

  /**
   * TmTableSession:can-undo:
   *
   * Whether there is an event to take back.
   */
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);

  /**
   * TmTableSession:can-redo:
   *
   * Whether there is an event taken back that can be recorded again.
   */
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);

  /**
   * TmTableSession:n-events:
   *
   * How many events the session holds.
   */
  properties[PROP_N_EVENTS] = g_param_spec_uint ("n-events", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TmTableSession::changed:
   * @self: the session
   *
   * Emitted after an event is recorded, taken back or recorded again: what
   * happens now has changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_table_session_init (TmTableSession *self)
{
  self->events = g_array_new (FALSE, TRUE, sizeof (TmTableEvent));
  self->redo = g_array_new (FALSE, TRUE, sizeof (TmTableEvent));
}

/* Changes */

void
_tm_table_session_changed (TmTableSession *self,
                           gboolean        could_undo,
                           gboolean        could_redo)
{
  if (could_undo != tm_table_session_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != tm_table_session_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_EVENTS]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * tm_table_session_get_can_undo:
 * @self: a #TmTableSession
 *
 * Gets whether there is an event to take back.
 *
 * Returns: %TRUE if there is
 */
gboolean
tm_table_session_get_can_undo (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  return self->events->len > 0;
}

/**
 * tm_table_session_get_can_redo:
 * @self: a #TmTableSession
 *
 * Gets whether there is an event taken back that can be recorded again.
 *
 * Returns: %TRUE if there is
 */
gboolean
tm_table_session_get_can_redo (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), FALSE);
  return self->redo->len > 0;
}

/**
 * tm_table_session_get_n_events:
 * @self: a #TmTableSession
 *
 * Gets how many events the session holds.
 *
 * Returns: the number of events
 */
guint
tm_table_session_get_n_events (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  return self->events->len;
}

/**
 * tm_table_session_describe_event:
 * @self: a #TmTableSession
 * @index: an event's position
 *
 * Describes a recorded event in a line: who, what, and its details.
 *
 * Returns: (transfer full): the text
 */
char *
tm_table_session_describe_event (TmTableSession *self,
                                 guint           index)
{
  const TmTableEvent *event;
  GString *out;

  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  event = &g_array_index (self->events, TmTableEvent, index);
  out = g_string_new (NULL);
  if (event->seat >= 0)
    g_string_append_printf (out, "%s: ", self->names[event->seat]);
  g_string_append (out, event->kind);
  if (event->card != NULL)
    g_string_append_printf (out, " card=%s", event->card);
  if (event->on != NULL)
    g_string_append_printf (out, " on=%s", event->on);
  if (event->target >= 0)
    g_string_append_printf (out, " target=%s", self->names[event->target]);
  if (event->has_number)
    g_string_append_printf (out, " number=%d", event->number);
  if (event->right)
    g_string_append (out, " right");
  if (g_str_equal (event->kind, "score"))
    for (guint p = 0; p < _tm_table_session_n_seats (self); p++)
      g_string_append_printf (out, "%s%d", p ? "," : " points=", event->points[p]);
  return g_string_free (out, FALSE);
}

/* Reading */

/**
 * tm_table_session_get_game_id:
 * @self: a #TmTableSession
 *
 * Gets the id of the game being played.
 *
 * Returns: the game's id
 */
const char *
tm_table_session_get_game_id (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return tm_game_get_id (self->game);
}

/**
 * tm_table_session_get_n_players:
 * @self: a #TmTableSession
 *
 * Gets the number of seats.
 *
 * Returns: the number of players
 */
guint
tm_table_session_get_n_players (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  return _tm_table_session_n_seats (self);
}

/**
 * tm_table_session_get_player:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets the name of the player in a seat.
 *
 * Returns: the name
 */
const char *
tm_table_session_get_player (TmTableSession *self,
                             guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (seat < _tm_table_session_n_seats (self), NULL);
  return self->names[seat];
}

/**
 * tm_table_session_get_options:
 * @self: a #TmTableSession
 *
 * Gets the options the game is played with, checked and complete.
 *
 * Returns: (transfer none): the options (`a{sv}`)
 */
GVariant *
tm_table_session_get_options (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->options;
}

/**
 * tm_table_session_get_setup:
 * @self: a #TmTableSession
 *
 * Gets the set-up at this table, the checklist to deal from.
 *
 * Returns: (transfer none): the set-up
 */
TmTableSetup *
tm_table_session_get_setup (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->setup;
}

/**
 * tm_table_session_get_team:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets a seat's partnership.
 *
 * Returns: the team from 0, or -1 when everyone plays alone
 */
int
tm_table_session_get_team (TmTableSession *self,
                           guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), -1);
  g_return_val_if_fail (seat < _tm_table_session_n_seats (self), -1);
  return tm_table_setup_get_team (self->setup, seat);
}

/**
 * tm_table_session_get_total:
 * @self: a #TmTableSession
 * @seat: a seat
 *
 * Gets a seat's points over the hands scored so far.
 *
 * Returns: the total
 */
int
tm_table_session_get_total (TmTableSession *self,
                            guint           seat)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), 0);
  g_return_val_if_fail (seat < _tm_table_session_n_seats (self), 0);
  return self->table.totals[seat];
}

/**
 * tm_table_session_get_kinds:
 * @self: a #TmTableSession
 *
 * Gets the kinds of event the game records, with what each takes: the
 * game's own, or without table rules `pass` and `end-hand`.  `dealt` and
 * `score` are every game's.
 *
 * Returns: (array zero-terminated=1): the kinds, ending with an entry
 *   whose kind is %NULL
 */
const TmTableKindInfo *
tm_table_session_get_kinds (TmTableSession *self)
{
  g_return_val_if_fail (TM_IS_TABLE_SESSION (self), NULL);
  return self->rules != NULL ? self->rules->kinds : _tm_table_session_kinds;
}

/**
 * tm_table_event_parse:
 * @event: (out caller-allocates): the event to fill in
 * @kind: the event's kind
 * @fields: (array zero-terminated=1) (nullable): its details as
 *   `NAME=VALUE`: `seat=N`, `target=N` (seats from 0), `card=ID`, `on=ID`,
 *   `number=N`, `right=true|false` (or `right`, `wrong`), `points=N,N,…`
 * @error: return location for a #GError
 *
 * Reads an event from the words a person types, as the tool does.
 *
 * Returns: %TRUE on success, or %FALSE with %TM_TABLE_ERROR_EVENT
 */
gboolean
tm_table_event_parse (TmTableEvent        *event,
                      const char          *kind,
                      const char * const  *fields,
                      GError             **error)
{
  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);

  memset (event, 0, sizeof *event);
  event->kind = g_intern_string (kind);
  event->seat = TM_TABLE_NOBODY;
  event->target = TM_TABLE_NOBODY;

  for (guint i = 0; fields != NULL && fields[i]; i++)
    {
      g_auto(GStrv) kv = g_strsplit (fields[i], "=", 2);
      gint64 number;

      if (g_str_equal (kv[0], "right") && kv[1] == NULL)
        event->right = TRUE;
      else if (g_str_equal (kv[0], "wrong") && kv[1] == NULL)
        event->right = FALSE;
      else if (kv[1] == NULL)
        return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                            _("“%s”: give details as NAME=VALUE"), fields[i]), FALSE;
      else if (g_str_equal (kv[0], "card"))
        event->card = g_intern_string (kv[1]);
      else if (g_str_equal (kv[0], "on"))
        event->on = g_intern_string (kv[1]);
      else if (g_str_equal (kv[0], "right"))
        {
          if (!g_str_equal (kv[1], "true") && !g_str_equal (kv[1], "false"))
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: true or false"), fields[i]), FALSE;
          event->right = g_str_equal (kv[1], "true");
        }
      else if (g_str_equal (kv[0], "points"))
        {
          g_auto(GStrv) values = g_strsplit (kv[1], ",", -1);

          if (g_strv_length (values) > TM_TABLE_MAX_SEATS)
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: too many numbers"), fields[i]), FALSE;
          for (guint p = 0; values[p]; p++)
            {
              if (!g_ascii_string_to_signed (values[p], 10, -1000000, 1000000, &number, NULL))
                return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                    _("“%s”: whole numbers separated by commas"), fields[i]),
                       FALSE;
              event->points[p] = number;
            }
        }
      else if (g_str_equal (kv[0], "seat") || g_str_equal (kv[0], "target") ||
               g_str_equal (kv[0], "number"))
        {
          gboolean is_seat = !g_str_equal (kv[0], "number");

          if (!g_ascii_string_to_signed (kv[1], 10, is_seat ? 0 : -100000,
                                         is_seat ? TM_TABLE_MAX_SEATS - 1 : 100000, &number,
                                         NULL))
            return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                                _("“%s”: a whole number is required"), fields[i]), FALSE;
          if (g_str_equal (kv[0], "seat"))
            event->seat = number;
          else if (g_str_equal (kv[0], "target"))
            event->target = number;
          else
            {
              event->number = number;
              event->has_number = TRUE;
            }
        }
      else
        return g_set_error (error, TM_TABLE_ERROR, TM_TABLE_ERROR_EVENT,
                            _("“%s”: not a detail of an event (seat, target, card, on, "
                              "number, right, points)"), kv[0]), FALSE;
    }
  return TRUE;
}
