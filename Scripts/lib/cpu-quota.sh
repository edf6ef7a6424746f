# Shared by benchmark-scale-out.sh: a process held to a share of a core by
# cgroup v1's cpu controller (cpu.cfs_quota_us over cpu.cfs_period_us), so
# that the quota, not the machine's cores, limits it; and the CPU time a set
# of processes used, from /proc. Source it after release-server.sh (NAME).
#
#   quota_available                 # true when /sys/fs/cgroup/cpu takes new groups
#   hold_to_quota PID SHARE         # PID (all its threads) gets SHARE of a core, e.g. 0.3
#   release_quotas                  # removes the groups made (after their processes ended)
#   cpu_ticks PID...                # user + system time of those processes, in clock ticks
#   TICKS_PER_SECOND                # the clock ticks of a second (getconf CLK_TCK)

CPU_CGROUP_ROOT="${CPU_CGROUP_ROOT:-/sys/fs/cgroup/cpu}"
QUOTA_GROUPS=()
TICKS_PER_SECOND="$(getconf CLK_TCK)"

quota_available() {
  local probe="$CPU_CGROUP_ROOT/$NAME-probe-$$"
  mkdir "$probe" 2>/dev/null || return 1
  rmdir "$probe"
}

hold_to_quota() { # pid share
  local pid="$1" share="$2" period=100000 quota group
  quota="$(awk -v share="$share" -v period="$period" 'BEGIN { printf "%d", share * period }')"
  [ "$quota" -ge 1000 ] || { echo "$NAME: a quota of $share of a core is below 1 ms in 100 ms" >&2; exit 1; }
  group="$CPU_CGROUP_ROOT/$NAME-$$-$pid"
  mkdir "$group"
  QUOTA_GROUPS+=("$group")
  echo "$period" >"$group/cpu.cfs_period_us"
  echo "$quota" >"$group/cpu.cfs_quota_us"
  echo "$pid" >"$group/cgroup.procs"
}

release_quotas() {
  local group
  for group in "${QUOTA_GROUPS[@]}"; do rmdir "$group" 2>/dev/null || true; done
  QUOTA_GROUPS=()
}

cpu_ticks() { # pid...
  local total=0 pid ticks
  for pid in "$@"; do
    # Fields 14 and 15 of /proc/PID/stat (utime, stime); the command name (field 2) has no spaces here.
    ticks="$(awk '{ print $14 + $15 }' "/proc/$pid/stat" 2>/dev/null)" || continue
    total=$((total + ${ticks:-0}))
  done
  echo "$total"
}
