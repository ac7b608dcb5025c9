# Run by homebrew.sh: loads Formula/bindinglint.rb under a stand-in for Homebrew's
# `Formula` class and runs its `install` block for real in this checkout (the `system`
# commands as written, `bin.install` into a temporary prefix), then its `test` block
# against what was installed. Prints what the formula declares, for the shell script to
# check. Plain Ruby 2.6 (macOS's own) and later.
#   ruby homebrew.rb FORMULA CHECKOUT PREFIX
require "fileutils"
require "pathname"
require "tmpdir"

formula_path, checkout, prefix = ARGV

class Formula
  class << self
    attr_reader :fields, :install_block, :test_block

    def record(name, value)
      (@fields ||= {})[name] = value
    end

    %i[desc homepage url sha256 license].each { |name| define_method(name) { |value| record(name, value) } }

    def head(url, branch: nil)
      record(:head, url)
      record(:head_branch, branch)
    end

    def depends_on(*); end

    def uses_from_macos(*); end

    def test(&block)
      @test_block = block
    end
  end

  # `bin.install PATH`: copies the built file into the prefix's bin, as Homebrew does.
  class Bin
    def initialize(path)
      @path = path
    end

    def to_s
      @path.to_s
    end

    def install(*files)
      FileUtils.mkdir_p(@path)
      files.each { |file| FileUtils.cp(file, @path / File.basename(file)) }
    end
  end

  attr_reader :testpath

  def initialize(prefix)
    @prefix = Pathname(prefix)
  end

  def bin
    Bin.new(@prefix / "bin")
  end

  def version
    "HEAD"
  end

  def system(*command)
    Kernel.system(*command) or raise "the formula's command failed: #{command.join(" ")}"
  end

  def shell_output(command)
    output = `#{command}`
    raise "'#{command}' exited #{$?.exitstatus}" unless $?.success?
    output
  end

  def assert_match(expected, actual)
    matched = expected.is_a?(Regexp) ? expected.match?(actual) : actual.include?(expected)
    raise "expected #{expected.inspect} in #{actual.inspect}" unless matched
  end

  def run_test
    Dir.mktmpdir do |folder|
      @testpath = Pathname(folder)
      instance_eval(&self.class.test_block)
    end
  end
end

load formula_path
formula = Object.const_get(:Bindinglint).new(prefix)
Dir.chdir(checkout) { formula.install }
formula.run_test
Bindinglint.fields.each { |name, value| puts "#{name}=#{value}" }
