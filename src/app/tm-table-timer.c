/* tm-table-timer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tm-table-timer.h"

/* The turn timer of the Table section: while it runs it shows the time
 * the turn has taken as M:SS in its label, once a second, with the
 * pause button beside it; a turn that takes as many seconds as the spin
 * button says or more turns the label red and emits ::slow, once a
 * turn.  Pausing stops the clock without losing the time taken. */

struct _TmTableTimer
{
  GObject        parent_instance;

  GtkLabel      *label;
  GtkWidget     *pause_button;
  GtkSpinButton *slow_spin;
  gboolean       paused;
  gint64         turn_start;       /* monotonic µs, while running */
  gint64         turn_elapsed;     /* µs before the last pause */
  gboolean       slow_told;
  guint          tick_id;
};

G_DEFINE_FINAL_TYPE (TmTableTimer, tm_table_timer, G_TYPE_OBJECT)

enum {
  SLOW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gint64
elapsed (TmTableTimer *self)
{
  return self->turn_elapsed + (self->paused ? 0 : g_get_monotonic_time () - self->turn_start);
}

static void
show (TmTableTimer *self)
{
  gint64 seconds = elapsed (self) / G_USEC_PER_SEC;
  guint slow = gtk_spin_button_get_value_as_int (self->slow_spin);
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT,
                                           seconds / 60, seconds % 60);

  gtk_label_set_text (self->label, text);
  if (seconds >= slow)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->label), "error");
      if (!self->slow_told)
        {
          self->slow_told = TRUE;
          g_signal_emit (self, signals[SLOW], 0, slow);
        }
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->label), "error");
}

static gboolean
tick_cb (gpointer data)
{
  show (data);
  return G_SOURCE_CONTINUE;
}

/**
 * tm_table_timer_restart:
 * @self: a #TmTableTimer
 *
 * Starts timing a new turn from nought (still paused if it was).
 */
void
tm_table_timer_restart (TmTableTimer *self)
{
  g_return_if_fail (TM_IS_TABLE_TIMER (self));

  self->turn_start = g_get_monotonic_time ();
  self->turn_elapsed = 0;
  self->slow_told = FALSE;
}

/**
 * tm_table_timer_set_running:
 * @self: a #TmTableTimer
 * @running: whether a turn is being timed
 *
 * Shows the timer and its pause button and updates them every second,
 * or hides them.
 */
void
tm_table_timer_set_running (TmTableTimer *self,
                            gboolean      running)
{
  g_return_if_fail (TM_IS_TABLE_TIMER (self));

  gtk_widget_set_visible (GTK_WIDGET (self->label), running);
  gtk_widget_set_visible (self->pause_button, running);
  if (running && self->tick_id == 0)
    self->tick_id = g_timeout_add_seconds (1, tick_cb, self);
  else if (!running)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  if (running)
    show (self);
}

/**
 * tm_table_timer_get_paused:
 * @self: a #TmTableTimer
 *
 * Gets whether the clock is stopped.
 *
 * Returns: %TRUE if paused
 */
gboolean
tm_table_timer_get_paused (TmTableTimer *self)
{
  g_return_val_if_fail (TM_IS_TABLE_TIMER (self), FALSE);
  return self->paused;
}

/**
 * tm_table_timer_set_paused:
 * @self: a #TmTableTimer
 * @paused: whether to stop the clock
 *
 * Stops the clock, keeping the time the turn has taken, or starts it
 * again from there.
 */
void
tm_table_timer_set_paused (TmTableTimer *self,
                           gboolean      paused)
{
  g_return_if_fail (TM_IS_TABLE_TIMER (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  if (paused)
    self->turn_elapsed += g_get_monotonic_time () - self->turn_start;
  else
    self->turn_start = g_get_monotonic_time ();
  self->paused = paused;
}

static void
tm_table_timer_dispose (GObject *object)
{
  TmTableTimer *self = TM_TABLE_TIMER (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_object (&self->label);
  g_clear_object (&self->pause_button);
  g_clear_object (&self->slow_spin);

  G_OBJECT_CLASS (tm_table_timer_parent_class)->dispose (object);
}

static void
tm_table_timer_class_init (TmTableTimerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tm_table_timer_dispose;

  /**
   * TmTableTimer::slow:
   * @self: the timer
   * @seconds: the seconds a turn may take before it is slow
   *
   * Emitted once a turn, when it has taken @seconds.
   */
  signals[SLOW] = g_signal_new ("slow",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tm_table_timer_init (TmTableTimer *self)
{
}

/**
 * tm_table_timer_new:
 * @label: the label that shows the time taken
 * @pause_button: the button that pauses it, shown with it
 * @slow_spin: the seconds a turn may take before it is slow
 *
 * Creates a turn timer over the Table section's widgets; it does not
 * run until tm_table_timer_set_running().
 *
 * Returns: (transfer full): the timer
 */
TmTableTimer *
tm_table_timer_new (GtkLabel      *label,
                    GtkWidget     *pause_button,
                    GtkSpinButton *slow_spin)
{
  TmTableTimer *self;

  g_return_val_if_fail (GTK_IS_LABEL (label), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (pause_button), NULL);
  g_return_val_if_fail (GTK_IS_SPIN_BUTTON (slow_spin), NULL);

  self = g_object_new (TM_TYPE_TABLE_TIMER, NULL);
  self->label = g_object_ref (label);
  self->pause_button = g_object_ref (pause_button);
  self->slow_spin = g_object_ref (slow_spin);
  return self;
}
