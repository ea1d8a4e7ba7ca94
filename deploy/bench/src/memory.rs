//! The resident memory of the stack's processes while a scenario runs, from `/proc/<pid>/status`:
//! `VmRSS` sampled every few tens of milliseconds on a thread of its own (the highest sample of
//! the run against the one taken just before it), and `VmHWM`, the highest since the process
//! started, read at the end (the kernel updates it lazily: it may read a little under a sampled
//! peak).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// A process of the stack to watch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Watched {
    pub name: &'static str,
    pub pid: u32,
}

/// What a process used during the run, in KiB.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Usage {
    pub name: &'static str,
    pub pid: u32,
    /// VmRSS just before the run.
    pub before_kib: u64,
    /// The highest VmRSS sampled during the run.
    pub peak_kib: u64,
    /// VmHWM at the end: the highest RSS since the process started.
    pub hwm_kib: Option<u64>,
    pub samples: u64,
}

impl Usage {
    pub fn growth_kib(&self) -> u64 {
        self.peak_kib.saturating_sub(self.before_kib)
    }

    /// `gateway (pid 123): RSS 24.1 MiB before, peak 30.5 MiB (+6.4 MiB), VmHWM 41.0 MiB`.
    pub fn describe(&self) -> String {
        let hwm = self
            .hwm_kib
            .map_or_else(String::new, |hwm| format!(", VmHWM {}", mib(hwm)));
        format!(
            "{} (pid {}): RSS {} before, peak {} (+{}){hwm}, {} samples",
            self.name,
            self.pid,
            mib(self.before_kib),
            mib(self.peak_kib),
            mib(self.growth_kib()),
            self.samples
        )
    }
}

pub fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// A `Vm…:` line's value in kB (`VmRSS:\t   24576 kB`).
pub fn status_kib(status: &str, field: &str) -> Option<u64> {
    status.lines().find_map(|line| {
        let value = line.strip_prefix(field)?.strip_prefix(':')?;
        value.split_whitespace().next()?.parse().ok()
    })
}

fn read_status(pid: u32) -> Option<String> {
    std::fs::read_to_string(format!("/proc/{pid}/status")).ok()
}

fn rss_kib(pid: u32) -> Option<u64> {
    status_kib(&read_status(pid)?, "VmRSS")
}

/// The process to watch: the pid given (when it runs), or else the one process running the
/// binary of that name beside this one (`just bench` restarts the stack from the same build).
pub fn find(name: &'static str, given: Option<u32>, binary: &str) -> Result<Watched, String> {
    if let Some(pid) = given {
        return if Path::new(&format!("/proc/{pid}")).exists() {
            Ok(Watched { name, pid })
        } else {
            Err(format!("{name}: pid {pid} is not running"))
        };
    }
    let sibling = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join(binary)))
        .ok_or_else(|| format!("{name}: no pid given and no directory of this binary"))?;
    let running = processes_of(&sibling);
    match running.as_slice() {
        [pid] => Ok(Watched { name, pid: *pid }),
        [] => Err(format!(
            "{name}: no pid given and no process runs {}",
            sibling.display()
        )),
        _ => Err(format!(
            "{name}: no pid given and {} processes run {}",
            running.len(),
            sibling.display()
        )),
    }
}

fn processes_of(binary: &PathBuf) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let exe = std::fs::read_link(entry.path().join("exe")).ok()?;
            (exe == *binary).then_some(pid)
        })
        .collect()
}

/// Samples the processes' VmRSS every `every` until stopped.
pub struct Sampler {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Vec<Usage>>,
}

impl Sampler {
    /// Takes the "before" sample now, then samples on a thread of its own.
    pub fn start(watched: Vec<Watched>, every: Duration) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let mut usages: Vec<Usage> = watched
            .into_iter()
            .map(|process| {
                let before = rss_kib(process.pid).unwrap_or(0);
                Usage {
                    name: process.name,
                    pid: process.pid,
                    before_kib: before,
                    peak_kib: before,
                    hwm_kib: None,
                    samples: 1,
                }
            })
            .collect();
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            loop {
                let last = stopped.load(Ordering::Acquire);
                for usage in &mut usages {
                    if let Some(rss) = rss_kib(usage.pid) {
                        usage.peak_kib = usage.peak_kib.max(rss);
                        usage.samples += 1;
                    }
                }
                if last {
                    break;
                }
                std::thread::sleep(every);
            }
            for usage in &mut usages {
                usage.hwm_kib = read_status(usage.pid).and_then(|s| status_kib(&s, "VmHWM"));
            }
            usages
        });
        Self { stop, thread }
    }

    /// Stops after one last sample; what each process used.
    pub fn stop(self) -> Vec<Usage> {
        self.stop.store(true, Ordering::Release);
        self.thread.join().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_the_kib_of_a_status_field() {
        let status =
            "Name:\tzrm-gateway\nVmPeak:\t  912340 kB\nVmHWM:\t   41984 kB\nVmRSS:\t   24576 kB\n";
        assert_eq!(status_kib(status, "VmRSS"), Some(24_576));
        assert_eq!(status_kib(status, "VmHWM"), Some(41_984));
        assert_eq!(status_kib(status, "VmSwap"), None);
    }

    #[test]
    fn samples_this_process_and_describes_the_growth() {
        let me = Watched {
            name: "bench",
            pid: std::process::id(),
        };
        let sampler = Sampler::start(vec![me.clone()], Duration::from_millis(5));
        let held = vec![1u8; 32 << 20];
        std::thread::sleep(Duration::from_millis(50));
        let usage = sampler.stop().remove(0);
        drop(held);
        assert!(usage.before_kib > 0 && usage.samples >= 2, "{usage:?}");
        assert!(usage.peak_kib >= usage.before_kib);
        // VmHWM is kept by the kernel lazily, so it may read a little under the peak sampled.
        assert!(usage.hwm_kib.unwrap() > 0);
        assert!(
            usage.describe().starts_with("bench (pid "),
            "{}",
            usage.describe()
        );
        assert_eq!(find("bench", Some(me.pid), "zrm-bench").unwrap(), me);
        assert!(find("bench", Some(u32::MAX), "zrm-bench").is_err());
        assert_eq!(mib(1536), "1.5 MiB");
    }
}
